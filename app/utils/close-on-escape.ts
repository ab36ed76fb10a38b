import type { KeyboardEvent, RefObject } from "react";

/**
 * For a button that opens a panel, from the key handler of the element holding both: Escape in
 * the open panel or on the button closes it and puts the keyboard back on the button.
 */
export function closeOnEscape(
  event: KeyboardEvent,
  open: boolean,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
) {
  if (event.key !== "Escape" || !open) return;
  close();
  button.current?.focus();
}
