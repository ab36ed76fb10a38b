import { hasControlCharacter } from "~/utils/control-characters";

/**
 * The way back after a form sent without JavaScript: a path on this site, or `null`. Absolute
 * URLs, "//evil.example" and the backslash spellings browsers read as such are all refused.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\") || hasControlCharacter(value)) return null;
  // Whatever the browser would make of it must still be this site, and so must the path it
  // resolves to: "/.//evil.example" resolves to "//evil.example", which is another site.
  const base = "http://this.site";
  const url = new URL(value, base);
  if (url.origin !== base || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
