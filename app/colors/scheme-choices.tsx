import { Icon } from "~/components/icon";
import type { SiteIcon } from "~/icons/icon-set";
import type { SchemeChoice } from "~/colors/color-scheme";
import { useWords } from "~/words/use-words";

import { ChoiceForm } from "./choice-form";
import { SCHEME_FIELD } from "./scheme-cookie";

const CHOICES: Array<{ choice: SchemeChoice; icon: SiteIcon }> = [
  { choice: "system", icon: "desktop" },
  { choice: "light", icon: "sun" },
  { choice: "dark", icon: "moon" },
];

type SchemeChoicesProps = {
  /** The choice on show, so its button reads as pressed; unknown before the page runs. */
  current?: SchemeChoice;
  /** With JavaScript, takes the choice instead of the form being sent. */
  onChoose?: (choice: SchemeChoice) => void;
};

/** System, Light or Dark, as buttons of the panel's plain form. */
export function SchemeChoices({ current, onChoose }: SchemeChoicesProps) {
  const { colors } = useWords().words;
  return (
    <ChoiceForm
      onChoose={onChoose && ((value) => onChoose(value as SchemeChoice))}
    >
      <fieldset className="scheme-choices">
        <legend className="visually-hidden">{colors.scheme}</legend>
        {CHOICES.map(({ choice, icon }) => (
          <button
            key={choice}
            type="submit"
            name={SCHEME_FIELD}
            value={choice}
            className="scheme-choice"
            aria-pressed={
              current === undefined ? undefined : current === choice
            }
          >
            <Icon name={icon} />
            {colors.schemes[choice]}
          </button>
        ))}
      </fieldset>
    </ChoiceForm>
  );
}
