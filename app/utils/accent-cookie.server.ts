import { createCookie } from "@remix-run/node";

import { DEFAULT_ACCENT } from "./accent";
import { normalizeHex } from "./color";
import { siteUrl } from "./site-url.server";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

// The visitor's accent, remembered for a year. Only the server reads it, and only over HTTPS
// when the site is served that way.
const accentCookie = createCookie("accent", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: siteUrl.startsWith("https:"),
  maxAge: ONE_YEAR_SECONDS,
});

/** The accent a request carries, or the default when it has none or a tampered one. */
export function readAccent(request: Request): Promise<string> {
  return accentFromCookieHeader(request.headers.get("Cookie"));
}

/** The same, from a request's Cookie header as it arrived. */
export async function accentFromCookieHeader(
  header: string | null | undefined,
): Promise<string> {
  if (!header) return DEFAULT_ACCENT;
  const value: unknown = await accentCookie.parse(header);
  return (typeof value === "string" && normalizeHex(value)) || DEFAULT_ACCENT;
}

/** A Set-Cookie value that remembers an accent (already validated and normalised). */
export function rememberAccent(accent: string): Promise<string> {
  return accentCookie.serialize(accent);
}
