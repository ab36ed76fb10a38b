// The visitor's accent lives in one cookie, "accent", never in the pages, which are the same for
// everyone: the colour chosen and the colours it is painted in on the dark and on the light
// scheme, "d0021b.e26372.d0021b". The switcher or the accent form writes it; the script atop every
// page paints from it before the first frame (paint-script.ts), and visitors without JavaScript
// get it as a small stylesheet.
import { legibleAccent, normalizeHex } from "~/colors/color";

export const ACCENT_COOKIE = "accent";

// Without JavaScript, the form that keeps an accent posts here, and pages link it as a stylesheet.
export const COLORS_ROUTE = "/resources/colors";
export const ACCENT_FIELD = "accent";
export const REDIRECT_FIELD = "redirectTo";

const ONE_YEAR_SECONDS = 31_536_000;

/** A cookie line that keeps a visitor's choice a year, for scripts to read too. */
export const choiceCookie = (
  name: string,
  value: string,
  { secure }: { secure: boolean },
) =>
  `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;

// The chosen colour (#rrggbb or #rrggbbaa) and its legible forms (#rrggbb), as the cookie holds them.
const VALUE_PATTERN =
  "([0-9a-f]{6}(?:[0-9a-f]{2})?)\\.([0-9a-f]{6})\\.([0-9a-f]{6})";
export const ACCENT_IN_COOKIE_HEADER = new RegExp(
  `(?:^|;\\s*)${ACCENT_COOKIE}=${VALUE_PATTERN}(?:;|$)`,
);

/** A cookie line that keeps a hex accent a year (scripts may read it), or null. */
export function accentCookie(
  accent: string,
  { secure }: { secure: boolean },
): string | null {
  const chosen = normalizeHex(accent);
  if (!chosen) return null;
  const value = [
    chosen,
    legibleAccent(chosen, "dark"),
    legibleAccent(chosen, "light"),
  ]
    .map((hex) => hex.slice(1))
    .join(".");
  return choiceCookie(ACCENT_COOKIE, value, { secure });
}

/** The accent a Cookie header keeps, as chosen (#rrggbb or #rrggbbaa), or null. */
export function accentFromCookie(header: string | null): string | null {
  const match = header ? ACCENT_IN_COOKIE_HEADER.exec(header) : null;
  return match ? `#${match[1]}` : null;
}
