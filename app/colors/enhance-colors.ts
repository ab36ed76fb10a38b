// The gear's panel once the page's script runs: a choice is made in place rather than posted, the
// choice on show reads as pressed, and the full picker loads as soon as the visitor reaches for
// the gear. Plain DOM code: none of it waits for React.
import { goOnWithout } from "~/utils/when-shown";

import { chosen, isColorChoice } from "./choice-cookie";
import { choose, shownChoice, subscribeToColors } from "./shown-colors";

export const SWITCHER_CLASS = "accent-switcher";
export const PICKER_SLOT_CLASS = "accent-picker-slot";

export function enhanceColors() {
  const switcher = document.querySelector<HTMLDetailsElement>(
    `details.${SWITCHER_CLASS}`,
  );
  const gear = switcher?.querySelector("summary");
  if (!switcher || !gear) return;
  // On a static host the gear waits for this script: no server keeps a posted choice there.
  switcher.hidden = false;

  const choices = [
    ...switcher.querySelectorAll<HTMLButtonElement>("button[name]"),
  ];
  switcher.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    if (isColorChoice(button.name)) choose(button.name, button.value);
  });
  const markShown = () => {
    const shown = {
      accent: shownChoice("accent"),
      scheme: shownChoice("scheme"),
    };
    for (const button of choices)
      if (isColorChoice(button.name))
        button.setAttribute(
          "aria-pressed",
          String(chosen(button.name, button.value) === shown[button.name]),
        );
  };
  markShown();
  subscribeToColors(markShown);

  // Escape closes the panel from anywhere in it and gives the keyboard back to the gear.
  switcher.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !switcher.open) return;
    switcher.open = false;
    gear.focus();
  });

  const slot = switcher.querySelector<HTMLElement>(`.${PICKER_SLOT_CLASS}`);
  if (!slot) return;
  let started = false;
  const loadPicker = () => {
    if (started) return;
    started = true;
    slot.dataset.state = "loading";
    import("./picker-island").then(
      ({ showPicker }) => {
        slot.dataset.state = "shown";
        showPicker(slot);
      },
      (error) => {
        delete slot.dataset.state;
        goOnWithout("the colour picker")(error);
      },
    );
  };
  gear.addEventListener("pointerenter", loadPicker, { once: true });
  gear.addEventListener("focus", loadPicker, { once: true });
  switcher.addEventListener("toggle", () => switcher.open && loadPicker());
}
