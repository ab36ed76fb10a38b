// The colours on show, read and written where the page paints them: the accent on the root
// element's style and the scheme as its `data-scheme`, both set from the cookies by the script atop
// every page (paint-script.ts). Plain DOM code: the page's own small script runs it, without React.
import { theme } from "~/content/theme";
import { accentProperties, legibleAccent } from "~/colors/color";
import { colorSchemeMeta, schemeOf } from "~/colors/color-scheme";
import type { SchemeChoice } from "~/colors/color-scheme";

import { choiceCookie, chosen } from "./choice-cookie";
import type { ColorChoice } from "./choice-cookie";

const SYSTEM_PREFERS_LIGHT = "(prefers-color-scheme: light)";

const root = () => document.documentElement;

/** Where each choice is painted: what the page shows now, the owner's, and how one is painted. */
const PAINTED = {
  accent: {
    read: () => root().style.getPropertyValue("--main-color"),
    starting: theme.accent,
    paint: (hex: string) => {
      for (const [property, value] of Object.entries(accentProperties(hex)))
        root().style.setProperty(property, value);
    },
  },
  scheme: {
    read: () => root().getAttribute("data-scheme"),
    starting: theme.scheme,
    paint: (choice: string) => {
      root().setAttribute("data-scheme", choice);
      const meta = document.querySelector<HTMLMetaElement>(
        'meta[name="color-scheme"]',
      );
      if (meta) meta.content = colorSchemeMeta(choice as SchemeChoice);
    },
  },
} satisfies Record<ColorChoice, unknown>;

/** Calls `onChange` when the colours on show may have changed: a choice, or the system's scheme. */
export function subscribeToColors(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributeFilter: ["style", "data-scheme"] });
  const system = window.matchMedia?.(SYSTEM_PREFERS_LIGHT);
  system?.addEventListener("change", onChange);
  return () => {
    observer.disconnect();
    system?.removeEventListener("change", onChange);
  };
}

/** A choice on show, as chosen: the visitor's, or the owner's. */
export const shownChoice = <C extends ColorChoice>(choice: C) =>
  chosen(choice, PAINTED[choice].read()) ??
  chosen(choice, PAINTED[choice].starting)!;

/** The scheme painted now: a choice of "system" resolved as the system says. */
export function shownScheme() {
  return schemeOf(
    shownChoice("scheme"),
    window.matchMedia?.(SYSTEM_PREFERS_LIGHT).matches,
  );
}

/** The colour accent marks are painted in now, on the scheme shown (the particles use it). */
export const paintedAccent = () =>
  legibleAccent(shownChoice("accent"), shownScheme());

/** Paints a choice at once without keeping it: the picker's colour while it is dragged. */
export function show(choice: ColorChoice, value: string) {
  const kept = chosen(choice, value);
  if (kept !== null) PAINTED[choice].paint(kept);
}

/** Paints a choice and keeps it in its cookie, so every page starts with it from now on. */
export function choose(choice: ColorChoice, value: string) {
  const cookie = choiceCookie(choice, value, {
    secure: window.location.protocol === "https:",
  });
  if (!cookie) return;
  show(choice, value);
  document.cookie = cookie;
}
