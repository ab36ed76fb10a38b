// The visitor's colours live in two cookies, never in the pages, which are the same for everyone:
// "accent", the colour chosen and the colours it is painted in on the dark and on the light scheme
// ("d0021b.e26372.d0021b"), and "scheme": system, light or dark. A choice's form field has its
// cookie's name. The gear's panel or its form writes them; the script atop every page paints from
// them before the first frame (paint-script.ts), and visitors without JavaScript get them as a
// small stylesheet (routes/resources.colors.ts). The page's own script imports this module: it
// stays small, and imports only the colours' own modules.
import { legibleAccent, normalizeHex } from "~/colors/color";
import { SCHEME_CHOICES, isSchemeChoice } from "~/colors/color-scheme";
import type { SchemeChoice } from "~/colors/color-scheme";

// Without JavaScript, the forms that keep a choice post here, and pages link it as a stylesheet.
export const COLORS_ROUTE = "/resources/colors";
export const REDIRECT_FIELD = "redirectTo";

/** What each choice comes to once the site has it in its one spelling. */
type Chosen = { accent: string; scheme: SchemeChoice };
export type ColorChoice = keyof Chosen;

/**
 * Each choice: what its cookie holds, as a pattern whose first group is the choice without
 * `prefix`; the choice a value comes to, or null; and what its cookie holds for a choice.
 */
const COLOR_CHOICES: Record<
  ColorChoice,
  {
    pattern: string;
    prefix: string;
    read: (value: unknown) => string | null;
    write: (chosen: string) => string;
  }
> = {
  accent: {
    // The chosen colour (#rrggbb or #rrggbbaa) and its legible forms (#rrggbb).
    pattern: "([0-9a-f]{6}(?:[0-9a-f]{2})?)\\.([0-9a-f]{6})\\.([0-9a-f]{6})",
    prefix: "#",
    read: (value) => (typeof value === "string" ? normalizeHex(value) : null),
    write: (hex) =>
      [hex, legibleAccent(hex, "dark"), legibleAccent(hex, "light")]
        .map((form) => form.slice(1))
        .join("."),
  },
  scheme: {
    pattern: `(${SCHEME_CHOICES.join("|")})`,
    prefix: "",
    read: (value) => (isSchemeChoice(value) ? value : null),
    write: (choice) => choice,
  },
};

const ONE_YEAR_SECONDS = 31_536_000;

export const isColorChoice = (name: string): name is ColorChoice =>
  Object.hasOwn(COLOR_CHOICES, name);

/** A choice in the one spelling the site keeps (an accent as #rrggbb or #rrggbbaa), or null. */
export const chosen = <C extends ColorChoice>(choice: C, value: unknown) =>
  COLOR_CHOICES[choice].read(value) as Chosen[C] | null;

/** A cookie line that keeps a choice a year (scripts may read it), or null when it is not one. */
export function choiceCookie(
  choice: ColorChoice,
  value: unknown,
  { secure }: { secure: boolean },
): string | null {
  const kept = chosen(choice, value);
  if (kept === null) return null;
  return `${choice}=${COLOR_CHOICES[choice].write(kept)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Finds a choice's cookie in a Cookie header (or `document.cookie`): its groups as it holds them. */
export const inCookieHeader = (choice: ColorChoice) =>
  new RegExp(`(?:^|;\\s*)${choice}=${COLOR_CHOICES[choice].pattern}(?:;|$)`);

/** The choice a Cookie header keeps, or null. */
export function choiceFromCookie<C extends ColorChoice>(
  choice: C,
  header: string | null,
): Chosen[C] | null {
  const match = header ? inCookieHeader(choice).exec(header) : null;
  return match
    ? (`${COLOR_CHOICES[choice].prefix}${match[1]}` as Chosen[C])
    : null;
}
