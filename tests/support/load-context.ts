// The load context the server gives loaders and actions, for tests that call them directly.
import type { AppLoadContext } from "@remix-run/node";

import { createRateLimit, memoryStore } from "../../server/rate-limits";

export function testLoadContext(
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  return {
    clientKey: "192.0.2.1",
    contactLimit: createRateLimit(
      { name: "contact", max: 5, windowSeconds: 600 },
      memoryStore,
    ),
    accentLimit: createRateLimit(
      { name: "accent", max: 60, windowSeconds: 60 },
      memoryStore,
    ),
    canRenderHomePage: () => Promise.resolve(true),
    redisStatus: () => "not used",
    ...overrides,
  };
}
