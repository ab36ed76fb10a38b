import { Icon } from "~/icons/icon";
import { STATIC_SITE } from "~/utils/static-site";
import { useWords } from "~/words/use-words";

import { AccentSwatches } from "./accent-swatches";
import { PICKER_SLOT_CLASS, SWITCHER_CLASS } from "./enhance-colors";
import { SchemeChoices } from "./scheme-choices";

/**
 * The gear at the edge of every page and the panel it opens, with the colour scheme and the
 * accent: a disclosure that opens with no script, whose buttons post a form. The page's script
 * (app/entry.client.tsx) makes the choices in place, marks the one on show, and draws the full
 * picker in its slot. On a static host, where no server keeps a choice, the gear shows only once
 * that script runs.
 */
export function AccentSwitcher() {
  const { colors } = useWords().words;
  return (
    <details className={SWITCHER_CLASS} hidden={STATIC_SITE}>
      <summary className="accent-gear" aria-label={colors.panel}>
        <Icon name="gear" />
      </summary>
      <div id="accent-panel" className="accent-panel">
        <SchemeChoices />
        <div className={PICKER_SLOT_CLASS} />
        <AccentSwatches />
      </div>
    </details>
  );
}
