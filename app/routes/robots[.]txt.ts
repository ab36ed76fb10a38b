import { getEnv } from "~/utils/env.server";

export function loader() {
  const text = `User-agent: *
Allow: /

Sitemap: ${new URL("/sitemap.xml", getEnv().siteUrl).href}
`;
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
