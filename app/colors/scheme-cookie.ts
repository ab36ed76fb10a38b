// The visitor's colour scheme lives in one cookie, "scheme": system, light or dark. Like the
// accent, never in the pages: the script atop every page names it on the root element before the
// first frame, and visitors without JavaScript get it in the accent's stylesheet.
import { SCHEME_CHOICES } from "~/colors/color-scheme";
import type { SchemeChoice } from "~/colors/color-scheme";

import { choiceCookie } from "./accent-cookie";

export const SCHEME_COOKIE = "scheme";
export const SCHEME_FIELD = "scheme";

export const SCHEME_IN_COOKIE_HEADER = new RegExp(
  `(?:^|;\\s*)${SCHEME_COOKIE}=(${SCHEME_CHOICES.join("|")})(?:;|$)`,
);

export const isSchemeChoice = (value: unknown): value is SchemeChoice =>
  SCHEME_CHOICES.includes(value as SchemeChoice);

/** A cookie line that keeps a scheme a year (scripts may read it), or null. */
export function schemeCookie(
  choice: unknown,
  { secure }: { secure: boolean },
): string | null {
  if (!isSchemeChoice(choice)) return null;
  return choiceCookie(SCHEME_COOKIE, choice, { secure });
}

/** The scheme a Cookie header keeps, or null. */
export function schemeFromCookie(header: string | null): SchemeChoice | null {
  const match = header ? SCHEME_IN_COOKIE_HEADER.exec(header) : null;
  return match ? (match[1] as SchemeChoice) : null;
}

/** What `<meta name="color-scheme">` says for a choice: the browser's own parts follow it. */
export const colorSchemeMeta = (choice: SchemeChoice) =>
  choice === "system" ? "light dark" : choice;
