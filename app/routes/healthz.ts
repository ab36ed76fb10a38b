import type { LoaderFunctionArgs } from "@remix-run/node";

import type { RedisStatus } from "~/load-context";

// For the container's HEALTHCHECK and any load balancer: 200 only when a page renders. Whether
// Redis answers is reported on a second line but never fails the check: without Redis the site
// still serves, counting the limits in each instance's memory.
export async function loader({ context }: LoaderFunctionArgs) {
  const healthy = await context.canRenderHomePage();
  const redis = REDIS_LINES[context.redisStatus()];
  return new Response([healthy ? "OK" : "ERROR", redis].join("\n").trim(), {
    status: healthy ? 200 : 500,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      // Each probe must reach the server, never a cache in between.
      "Cache-Control": "no-store",
    },
  });
}

const REDIS_LINES: Record<RedisStatus, string> = {
  reachable: "Redis: reachable, limits shared by every instance",
  unreachable: "Redis: unreachable, limits counted by each instance alone",
  "not used": "",
};
