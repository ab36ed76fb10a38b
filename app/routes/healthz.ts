import { canRenderHomePage } from "~/utils/self-check.server";

// For the container's HEALTHCHECK and any load balancer: 200 only when a page renders.
export async function loader() {
  const healthy = await canRenderHomePage();
  return new Response(healthy ? "OK" : "ERROR", {
    status: healthy ? 200 : 500,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      // Each probe must reach the server, never a cache in between.
      "Cache-Control": "no-store",
    },
  });
}
