import type { KeyboardEvent } from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FaCog } from "react-icons/fa";

import { debounce, throttle } from "~/utils/timing";
import { useHydrated } from "~/utils/use-hydrated";

import { useAccent } from "./accent-provider";
import { AccentPickerSlot } from "./accent-picker-slot";
import { AccentSwatches } from "./accent-swatches";

const PANEL_ID = "accent-panel";
const LABEL = "Accent colour";
/** Spec: changes while dragging are throttled to 50 ms... */
const PREVIEW_INTERVAL_MS = 50;
/** ...and the change is complete 100 ms after the last one. */
const COMPLETE_DELAY_MS = 100;

/**
 * The gear at the right edge of every page and the panel it slides out. Without JavaScript it
 * is a disclosure whose swatches post a plain form; with it, a button that toggles the panel,
 * which adds the full picker.
 */
export function ThemeSwitcher() {
  return useHydrated() ? <InteractiveSwitcher /> : <StaticSwitcher />;
}

function StaticSwitcher() {
  const { accent } = useAccent();
  return (
    <details className="theme-switcher">
      <summary className="theme-gear" aria-label={LABEL}>
        <FaCog aria-hidden />
      </summary>
      <div id={PANEL_ID} className="theme-panel">
        <AccentSwatches current={accent} />
      </div>
    </details>
  );
}

function InteractiveSwitcher() {
  const { accent, preview, choose } = useAccent();
  const [open, setOpen] = useState(false);
  const gear = useRef<HTMLButtonElement>(null);

  // `preview` and `choose` are stable, so these live as long as the switcher does.
  const { previewSoon, completeSoon } = useMemo(() => {
    const previewSoon = throttle(preview, PREVIEW_INTERVAL_MS);
    const completeSoon = debounce((color: string) => {
      previewSoon.cancel();
      choose(color);
    }, COMPLETE_DELAY_MS);
    return { previewSoon, completeSoon };
  }, [preview, choose]);
  useEffect(
    () => () => {
      previewSoon.cancel();
      completeSoon.cancel();
    },
    [previewSoon, completeSoon],
  );

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    gear.current?.focus();
  }

  return (
    <div className="theme-switcher" data-open={open} onKeyDown={handleKeyDown}>
      <button
        ref={gear}
        type="button"
        className="theme-gear"
        aria-label={LABEL}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        <FaCog aria-hidden />
      </button>
      <div
        id={PANEL_ID}
        className="theme-panel"
        role="group"
        aria-label={LABEL}
      >
        <AccentPickerSlot
          active={open}
          color={accent}
          onChange={(color) => {
            previewSoon(color);
            completeSoon(color);
          }}
        />
        <AccentSwatches current={accent} onChoose={choose} />
      </div>
    </div>
  );
}
