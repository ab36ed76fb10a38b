/**
 * The site's public origin, for canonical links, link previews and the sitemap. Set SITE_URL
 * to the address visitors use (for example https://alexdoe.dev); without it the local server's
 * own address is used.
 */
export const siteUrl: string = parseSiteUrl(
  process.env.SITE_URL,
  process.env.PORT,
);

export function parseSiteUrl(
  value: string | undefined,
  port: string | undefined,
): string {
  const fallback = `http://localhost:${port || 3000}`;
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new Error("not http(s)");
    return url.origin;
  } catch {
    console.error(
      `SITE_URL "${value}" is not an http(s) address; using ${fallback} instead.`,
    );
    return fallback;
  }
}
