// The colours on show, read and written where the page paints them: the accent on the root
// element's style and the scheme as its `data-scheme`, both set from the cookies by the script atop
// every page (paint-script.ts). Plain DOM code: the page's own small script runs it, without React.
import { theme } from "~/content/theme";
import { accentProperties, legibleAccent, normalizeHex } from "~/colors/color";
import { schemeOf } from "~/colors/color-scheme";
import type { SchemeChoice } from "~/colors/color-scheme";

import { accentCookie } from "./accent-cookie";
import { colorSchemeMeta, isSchemeChoice, schemeCookie } from "./scheme-cookie";

const SYSTEM_PREFERS_LIGHT = "(prefers-color-scheme: light)";

/** Calls `onChange` when the colours on show may have changed: a choice, or the system's scheme. */
export function subscribeToColors(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributeFilter: ["style", "data-scheme"],
  });
  const system = window.matchMedia?.(SYSTEM_PREFERS_LIGHT);
  system?.addEventListener("change", onChange);
  return () => {
    observer.disconnect();
    system?.removeEventListener("change", onChange);
  };
}

/** The accent on show, as chosen (#rrggbb or #rrggbbaa): the visitor's, or the owner's. */
export function shownAccent(): string {
  const shown = document.documentElement.style.getPropertyValue("--main-color");
  return normalizeHex(shown) ?? normalizeHex(theme.accent)!;
}

/** The scheme the visitor chose, or the owner's starting one. */
export function shownSchemeChoice(): SchemeChoice {
  const named = document.documentElement.getAttribute("data-scheme");
  return isSchemeChoice(named) ? named : theme.scheme;
}

/** The scheme painted now: a choice of "system" resolved as the system says. */
export function shownScheme() {
  return schemeOf(
    shownSchemeChoice(),
    window.matchMedia?.(SYSTEM_PREFERS_LIGHT).matches,
  );
}

/** The colour accent marks are painted in now, on the scheme shown (the particles use it). */
export const paintedAccent = () => legibleAccent(shownAccent(), shownScheme());

const secure = () => window.location.protocol === "https:";

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
  const cookie = accentCookie(accent, { secure: secure() });
  if (!cookie) return;
  showAccent(accent);
  document.cookie = cookie;
}

/** Paints a scheme at once and keeps it in the cookie, so every page starts with it from now on. */
export function chooseScheme(choice: string) {
  const cookie = schemeCookie(choice, { secure: secure() });
  if (!cookie || !isSchemeChoice(choice)) return;
  document.documentElement.setAttribute("data-scheme", choice);
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[name="color-scheme"]',
  );
  if (meta) meta.content = colorSchemeMeta(choice);
  document.cookie = cookie;
}
