import { useLocation } from "@remix-run/react";
import type { FormEvent } from "react";

import { Icon } from "~/components/icon";
import type { SiteIcon } from "~/icons/icon-set";
import type { SchemeChoice } from "~/utils/color-scheme";

import { ACCENT_ROUTE, REDIRECT_FIELD } from "./accent-cookie";
import { SCHEME_FIELD } from "./scheme-cookie";

const CHOICES: Array<{ choice: SchemeChoice; label: string; icon: SiteIcon }> =
  [
    { choice: "system", label: "System", icon: "desktop" },
    { choice: "light", label: "Light", icon: "sun" },
    { choice: "dark", label: "Dark", icon: "moon" },
  ];

type SchemeChoicesProps = {
  /** The choice on show, so its button reads as pressed; unknown before the page runs. */
  current?: SchemeChoice;
  /** With JavaScript, takes the choice instead of the form being sent. */
  onChoose?: (choice: SchemeChoice) => void;
};

/**
 * System, Light or Dark, as buttons of a plain form: without JavaScript a click keeps the choice
 * and the server sends the visitor back; with it, the choice is made in place.
 */
export function SchemeChoices({ current, onChoose }: SchemeChoicesProps) {
  const { pathname, search } = useLocation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onChoose) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement)
      onChoose(submitter.value as SchemeChoice);
  }

  return (
    <form method="post" action={ACCENT_ROUTE} onSubmit={handleSubmit}>
      <input
        type="hidden"
        name={REDIRECT_FIELD}
        value={`${pathname}${search}`}
      />
      <fieldset className="scheme-choices">
        <legend className="visually-hidden">Colour scheme</legend>
        {CHOICES.map(({ choice, label, icon }) => (
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
            {label}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
