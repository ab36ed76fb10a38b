// The accent on show, for the parts of the page that need it (the switcher, the particles), read
// where the page paints it: the root element's style, set from the cookie by the script at the top
// of the page. The server never sees the cookie and renders the default; React catches up.
import { useSyncExternalStore } from "react";

import { theme } from "~/content/theme";
import { accentProperties, legibleAccent, normalizeHex } from "~/colors/color";
import { schemeOf } from "~/colors/color-scheme";

import { accentCookie } from "./accent-cookie";
import { shownScheme, subscribeToScheme } from "./scheme-store";

function shownAccent(): string {
  const shown = document.documentElement.style.getPropertyValue("--main-color");
  return normalizeHex(shown) ?? theme.accent;
}

/** The accent the page shows now: the default in the server's HTML, then the visitor's own. */
export function useShownAccent(): string {
  // Whatever paints the accent (the switcher, the picker while dragged) changes the root's style,
  // which the scheme's subscription watches too.
  return useSyncExternalStore(
    subscribeToScheme,
    shownAccent,
    () => theme.accent,
  );
}

/** What accent marks are painted in now, on the scheme shown: what the particles are drawn in. */
export function usePaintedAccent(): string {
  return useSyncExternalStore(
    subscribeToScheme,
    () => legibleAccent(shownAccent(), shownScheme()),
    () => legibleAccent(theme.accent, schemeOf(theme.scheme)),
  );
}

/** Paints an accent at once without keeping it: the picker's colour while it is dragged. */
export function showAccent(accent: string) {
  const hex = normalizeHex(accent);
  if (!hex) return;
  const style = document.documentElement.style;
  for (const [property, value] of Object.entries(accentProperties(hex)))
    style.setProperty(property, value);
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
