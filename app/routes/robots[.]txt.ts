import { siteAddress } from "~/utils/site-path";
import type { LoaderFunctionArgs } from "react-router";
import { siteContext } from "~/load-context";

export function loader({ context }: LoaderFunctionArgs) {
  const text = `User-agent: *
Allow: /

Sitemap: ${siteAddress("/sitemap.xml", context.get(siteContext).env.siteUrl)}
`;
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
