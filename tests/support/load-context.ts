// The load context the server gives loaders and actions, for tests that call them directly.
import { siteLoadContext } from "../../app/load-context";
import type { SiteContext } from "../../app/load-context";
import { parseEnv } from "../../app/utils/env.server";
import { createRateLimit, memoryStore } from "../../server/limits";

const limit = (name: string, max: number, windowSeconds = 600) =>
  createRateLimit({ name, max, windowSeconds }, memoryStore);

export function testSiteContext(
  overrides: Partial<SiteContext> = {},
): SiteContext {
  return {
    env: parseEnv({}),
    clientKey: "192.0.2.1",
    contactLimit: limit("contact", 5),
    contactAttemptLimit: limit("contact-attempt", 20),
    keepMessage: () => Promise.resolve(true),
    accentLimit: limit("accent", 60, 60),
    renderPage: () => Promise.resolve(new Response("<p>page</p>")),
    redisStatus: () => "not used",
    ...overrides,
  };
}

/** The router's context, holding the site's, as a loader or an action receives it. */
export const testLoadContext = (overrides: Partial<SiteContext> = {}) =>
  siteLoadContext(testSiteContext(overrides));

/** What a loader or an action receives for `request`, as the router hands it over. */
export const routeArgs = (request: Request, context = testLoadContext()) => ({
  request,
  url: new URL(request.url),
  pattern: new URL(request.url).pathname,
  params: {},
  context,
});
