// The visitor's accent lives in one cookie, "accent", never in the pages, which are the same for
// everyone: the colour chosen and the colour it is painted in, "d0021b.e8505b". The switcher or
// the accent form writes it; the script atop every page paints from it before the first frame,
// and visitors without JavaScript get it as a small stylesheet.
import { legibleAccent, normalizeHex } from "~/utils/color";

export const ACCENT_COOKIE = "accent";

// Without JavaScript, the form that keeps an accent posts here, and pages link it as a stylesheet.
export const ACCENT_ROUTE = "/resources/accent";
export const ACCENT_FIELD = "accent";
export const REDIRECT_FIELD = "redirectTo";

const ONE_YEAR_SECONDS = 31_536_000;

// The chosen colour (#rrggbb or #rrggbbaa) and its legible form (#rrggbb), as the cookie holds them.
const VALUE_PATTERN = "([0-9a-f]{6}(?:[0-9a-f]{2})?)\\.([0-9a-f]{6})";
const IN_COOKIE_HEADER = new RegExp(
  `(?:^|;\\s*)${ACCENT_COOKIE}=${VALUE_PATTERN}(?:;|$)`,
);

/** A cookie line that keeps a hex accent a year (scripts may read it), or null. */
export function accentCookie(
  accent: string,
  { secure }: { secure: boolean },
): string | null {
  const chosen = normalizeHex(accent);
  if (!chosen) return null;
  const value = `${chosen.slice(1)}.${legibleAccent(chosen).slice(1)}`;
  return `${ACCENT_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The accent a Cookie header keeps, as chosen (#rrggbb or #rrggbbaa), or null. */
export function accentFromCookie(header: string | null): string | null {
  const match = header ? IN_COOKIE_HEADER.exec(header) : null;
  return match ? `#${match[1]}` : null;
}

/**
 * Paints the kept accent on the root element before the first frame, from the top of every page.
 * Fixed text, so the page's Content-Security-Policy allows it by its hash.
 */
export const ACCENT_SCRIPT =
  `(function(){var m=document.cookie.match(${IN_COOKIE_HEADER});` +
  `if(!m)return;var s=document.documentElement.style;` +
  `s.setProperty("--main-color","#"+m[1]);s.setProperty("--legible-accent","#"+m[2])})()`;
