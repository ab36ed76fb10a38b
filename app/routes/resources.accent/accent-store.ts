// The accent on show, for the parts of the page that need to know it (the switcher marks it, the
// particles take it). It is held where the page paints it, on the root element's style, which the
// script at the top of the page has already set from the cookie; the server, which never sees the
// cookie, renders with the default and React catches up once the page runs.
import { useSyncExternalStore } from "react";

import { theme } from "~/content/theme";
import { accentProperties, normalizeHex } from "~/utils/color";

import { accentCookie } from "./accent-cookie";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function shownAccent(): string {
  const shown = document.documentElement.style.getPropertyValue("--main-color");
  return normalizeHex(shown) ?? theme.accent;
}

/** The accent the page shows now: the default in the server's HTML, then the visitor's own. */
export function useShownAccent(): string {
  return useSyncExternalStore(subscribe, shownAccent, () => theme.accent);
}

/** Paints an accent at once without keeping it: the picker's colour while it is dragged. */
export function showAccent(accent: string) {
  const hex = normalizeHex(accent);
  if (!hex) return;
  const style = document.documentElement.style;
  for (const [property, value] of Object.entries(accentProperties(hex)))
    style.setProperty(property, value);
  for (const listener of listeners) listener();
}

/** Paints an accent and keeps it in the cookie, so every page starts with it from now on. */
export function chooseAccent(accent: string) {
  const cookie = accentCookie(accent, {
    secure: window.location.protocol === "https:",
  });
  if (!cookie) return;
  showAccent(accent);
  document.cookie = cookie;
}
