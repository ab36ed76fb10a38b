import { parse, serialize } from "cookie";

import { DEFAULT_ACCENT } from "./accent";
import { normalizeHex } from "./color";
import { siteUrl } from "./site-url.server";

const COOKIE_NAME = "accent";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The accent cookie's raw value, if the header has one. Most requests carry no cookie at all. */
function accentCookieValue(header: string | null | undefined) {
  return header?.includes(`${COOKIE_NAME}=`)
    ? parse(header)[COOKIE_NAME]
    : undefined;
}

/** Whether a Cookie header carries an accent of the visitor's own (valid or not). */
export function hasAccentCookie(header: string | null | undefined): boolean {
  return accentCookieValue(header) !== undefined;
}

/** The accent a request carries, or the default when it has none or a tampered one. */
export function readAccent(request: Request): string {
  return accentFromCookieHeader(request.headers.get("Cookie"));
}

/**
 * The same, from a request's Cookie header as it arrived. The cookie holds the hex digits
 * alone ("d0021b"), so reading it needs no decoding and no waiting.
 */
export function accentFromCookieHeader(
  header: string | null | undefined,
): string {
  const value = accentCookieValue(header);
  return (value && normalizeHex(value)) || DEFAULT_ACCENT;
}

/**
 * A Set-Cookie value that remembers an accent (already validated and normalised) for a year.
 * Only the server reads it, and only over HTTPS when the site is served that way.
 */
export function rememberAccent(accent: string): string {
  return serialize(COOKIE_NAME, accent.replace("#", ""), {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: siteUrl.startsWith("https:"),
    maxAge: ONE_YEAR_SECONDS,
  });
}
