import { useRef, useState } from "react";

import { Icon } from "~/components/icon";
import { closeOnEscape } from "~/utils/close-on-escape";
import { STATIC_SITE } from "~/utils/static-site";
import { useRunning } from "~/utils/use-running";
import { useWords } from "~/words/use-words";

import { AccentPickerSlot } from "./accent-picker-slot";
import { chooseAccent, showAccent, useShownAccent } from "./accent-store";
import { AccentSwatches } from "./accent-swatches";
import { SchemeChoices } from "./scheme-choices";
import { chooseScheme, useShownSchemeChoice } from "./scheme-store";

const PANEL_ID = "accent-panel";

/**
 * The gear at the right edge of every page and the panel it slides out, with the colour scheme
 * and the accent: without JavaScript a disclosure whose buttons post a form; with it, a button,
 * and the panel adds the full picker.
 */
export function AccentSwitcher() {
  return useRunning() ? <InteractiveSwitcher /> : <StaticSwitcher />;
}

/**
 * Without JavaScript the page cannot know the visitor's choices: nothing reads as pressed. On a
 * static host, with no server to keep them, there is no gear until scripts run.
 */
function StaticSwitcher() {
  const { colors } = useWords().words;
  if (STATIC_SITE) return null;
  return (
    <details className="accent-switcher">
      <summary className="accent-gear" aria-label={colors.panel}>
        <Icon name="gear" />
      </summary>
      <div id={PANEL_ID} className="accent-panel">
        <SchemeChoices />
        <AccentSwatches />
      </div>
    </details>
  );
}

function InteractiveSwitcher() {
  const accent = useShownAccent();
  const scheme = useShownSchemeChoice();
  const [open, setOpen] = useState(false);
  const gear = useRef<HTMLButtonElement>(null);
  const { colors } = useWords().words;

  return (
    <div
      className="accent-switcher"
      data-open={open}
      onKeyDown={(event) =>
        closeOnEscape(event, open, () => setOpen(false), gear)
      }
    >
      <button
        ref={gear}
        type="button"
        className="accent-gear"
        aria-label={colors.panel}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        <Icon name="gear" />
      </button>
      <div
        id={PANEL_ID}
        className="accent-panel"
        role="group"
        aria-label={colors.panel}
      >
        <SchemeChoices current={scheme} onChoose={chooseScheme} />
        <AccentPickerSlot
          active={open}
          color={accent}
          onPreview={showAccent}
          onComplete={chooseAccent}
        />
        <AccentSwatches current={accent} onChoose={chooseAccent} />
      </div>
    </div>
  );
}
