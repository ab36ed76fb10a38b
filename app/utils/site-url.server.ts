import { getEnv } from "./env.server";

/**
 * The site's public origin, for canonical links, link previews and the sitemap: SITE_URL, or
 * the local server's own address when it is not set.
 */
export const siteUrl: string = getEnv().siteUrl;
