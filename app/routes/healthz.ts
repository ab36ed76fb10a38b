import type { LoaderFunctionArgs } from "react-router";

import { siteContext } from "~/load-context";
import type { RedisStatus } from "~/load-context";

// Probes that arrive together share one render, so /healthz cannot be used to multiply renders.
const REUSE_MS = 1000;
let last: { at: number; healthy: Promise<boolean> } | undefined;

// For the container's HEALTHCHECK and any load balancer: 200 only when the home page renders
// afresh. Redis is reported on a second line but never fails it: without it the site still serves.
export async function loader({ context }: LoaderFunctionArgs) {
  const { renderPage, redisStatus } = context.get(siteContext);
  if (!last || Date.now() - last.at >= REUSE_MS) {
    const healthy = renderPage("/").then((page) => page.ok);
    last = { at: Date.now(), healthy: healthy.catch(() => false) };
  }
  const healthy = await last.healthy;
  const redis = REDIS_LINES[redisStatus()];
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
