// The visitor's accent lives in one cookie, "accent", and nowhere in the pages, which are the same
// for everyone. Its value holds the colour chosen and the colour it is painted in, without "#":
// "d0021b.e8505b". The browser writes it when a colour is chosen with JavaScript, the accent form
// when one is chosen without; the script at the top of every page paints from it before the first
// frame, and visitors without JavaScript get it as a small stylesheet.
import { legibleAccent, normalizeHex } from "~/utils/color";

export const ACCENT_COOKIE = "accent";

// The accent's route: the form that keeps an accent without JavaScript posts to it, with the
// page to return to; the pages link it, inside <noscript>, as the stylesheet of the kept accent.
export const ACCENT_ROUTE = "/resources/accent";
export const ACCENT_FIELD = "accent";
export const REDIRECT_FIELD = "redirectTo";

const ONE_YEAR_SECONDS = 31_536_000;

// The chosen colour (#rrggbb or #rrggbbaa) and its legible form (#rrggbb), as the cookie holds them.
const VALUE_PATTERN = "([0-9a-f]{6}(?:[0-9a-f]{2})?)\\.([0-9a-f]{6})";
const IN_COOKIE_HEADER = new RegExp(
  `(?:^|;\\s*)${ACCENT_COOKIE}=${VALUE_PATTERN}(?:;|$)`,
);

/**
 * A Set-Cookie (or `document.cookie`) line that keeps an accent for a year. Scripts may read it:
 * it holds a colour, nothing secret. Null when the accent is not a hex colour.
 */
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
 * The script at the top of every page: it paints the kept accent on the root element before
 * anything is drawn, so there is no flash of the default. Fixed text, the same on every page, so
 * the page's Content-Security-Policy allows it by its hash. A value it cannot read is ignored.
 */
export const ACCENT_SCRIPT =
  `(function(){var m=document.cookie.match(${IN_COOKIE_HEADER});` +
  `if(!m)return;var s=document.documentElement.style;` +
  `s.setProperty("--main-color","#"+m[1]);s.setProperty("--legible-accent","#"+m[2])})()`;
