// The colour scheme on show, read where the page names it: the root element's `data-scheme`,
// set from the cookie by the script at the top of the page; without it, the owner's starting one.
import { useSyncExternalStore } from "react";

import { theme } from "~/content/theme";
import { schemeOf } from "~/colors/color-scheme";
import type { SchemeChoice } from "~/colors/color-scheme";

import { colorSchemeMeta, isSchemeChoice, schemeCookie } from "./scheme-cookie";

const SYSTEM_PREFERS_LIGHT = "(prefers-color-scheme: light)";

/** Calls `onChange` when the page's scheme may have changed: a choice, or the system's own. */
export function subscribeToScheme(onChange: () => void) {
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

function shownChoice(): SchemeChoice {
  const named = document.documentElement.getAttribute("data-scheme");
  return isSchemeChoice(named) ? named : theme.scheme;
}

/** The scheme the page is painted in now: a choice of "system" resolved as the system says. */
export function shownScheme() {
  return schemeOf(
    shownChoice(),
    window.matchMedia?.(SYSTEM_PREFERS_LIGHT).matches,
  );
}

/** The scheme the page is painted in now; in the server's HTML, the owner's (dark for system). */
export function useShownScheme() {
  return useSyncExternalStore(subscribeToScheme, shownScheme, () =>
    schemeOf(theme.scheme),
  );
}

/** The visitor's choice on show; the owner's in the server's HTML. */
export function useShownSchemeChoice(): SchemeChoice {
  return useSyncExternalStore(
    subscribeToScheme,
    shownChoice,
    () => theme.scheme,
  );
}

/** Paints a scheme at once and keeps it in the cookie, so every page starts with it from now on. */
export function chooseScheme(choice: SchemeChoice) {
  const cookie = schemeCookie(choice, {
    secure: window.location.protocol === "https:",
  });
  if (!cookie) return;
  document.documentElement.setAttribute("data-scheme", choice);
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[name="color-scheme"]',
  );
  if (meta) meta.content = colorSchemeMeta(choice);
  document.cookie = cookie;
}
