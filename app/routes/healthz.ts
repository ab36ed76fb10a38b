import type { LoaderFunctionArgs } from "@remix-run/node";

// For the container's HEALTHCHECK and any load balancer: 200 only when a page renders.
export async function loader({ context }: LoaderFunctionArgs) {
  const healthy = await context.canRenderHomePage();
  return new Response(healthy ? "OK" : "ERROR", {
    status: healthy ? 200 : 500,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      // Each probe must reach the server, never a cache in between.
      "Cache-Control": "no-store",
    },
  });
}
