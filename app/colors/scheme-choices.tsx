import { Icon } from "~/icons/icon";
import type { SiteIcon } from "~/icons/icon-set";
import type { SchemeChoice } from "~/colors/color-scheme";
import { useWords } from "~/words/use-words";

import { ChoiceForm } from "./choice-form";
import type { ColorChoice } from "./choice-cookie";

const CHOICES: Array<{ choice: SchemeChoice; icon: SiteIcon }> = [
  { choice: "system", icon: "desktop" },
  { choice: "light", icon: "sun" },
  { choice: "dark", icon: "moon" },
];

/**
 * System, Light or Dark, as buttons of the panel's plain form; the page's script marks the one on
 * show.
 */
export function SchemeChoices() {
  const { colors } = useWords().words;
  return (
    <ChoiceForm>
      <fieldset className="scheme-choices">
        <legend className="visually-hidden">{colors.scheme}</legend>
        {CHOICES.map(({ choice, icon }) => (
          <button
            key={choice}
            type="submit"
            name={"scheme" satisfies ColorChoice}
            value={choice}
            className="scheme-choice"
          >
            <Icon name={icon} />
            {colors.schemes[choice]}
          </button>
        ))}
      </fieldset>
    </ChoiceForm>
  );
}
