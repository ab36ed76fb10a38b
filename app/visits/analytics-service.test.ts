import { renderToStaticMarkup } from "react-dom/server";

import type { AnalyticsService } from "~/content-rules/schema";
import { documentPolicy } from "~/document-policy.server";

import { AnalyticsScript } from "./analytics-script";
import { analyticsSnippet } from "./analytics-service";

const UUID = "0b5c7a2e-4d1f-4a8e-9c3b-2f6d8e1a7b90";
const TOKEN = "0123456789abcdef0123456789abcdef";

/** A static host's page with the service's snippet, and the policy it carries. */
function exportedWith(chosen: AnalyticsService) {
  const snippet = analyticsSnippet(chosen);
  const head = snippet
    ? renderToStaticMarkup(AnalyticsScript({ snippet }))
    : "";
  const policy = documentPolicy(`<head>${head}</head>`, {
    ...snippet?.policy,
    inMeta: true,
  });
  const directive = (name: string) =>
    policy
      .split("; ")
      .find((entry) => entry.startsWith(`${name} `))!
      .split(" ")
      .slice(1);
  return { head, directive };
}

test.each([
  [
    { service: "goatcounter", code: "sam" },
    '<script async="" src="https://gc.zgo.at/count.js" data-goatcounter="https://sam.goatcounter.com/count"></script>',
    ["'self'", "https://gc.zgo.at"],
    ["'self'", "https://sam.goatcounter.com"],
    ["'self'", "data:", "https://sam.goatcounter.com"],
  ],
  [
    { service: "plausible", domain: "sam.github.io" },
    '<script async="" src="https://plausible.io/js/script.js" data-domain="sam.github.io"></script>',
    ["'self'", "https://plausible.io"],
    ["'self'", "https://plausible.io"],
    ["'self'", "data:"],
  ],
  [
    { service: "umami", websiteId: UUID },
    `<script async="" src="https://cloud.umami.is/script.js" data-website-id="${UUID}"></script>`,
    ["'self'", "https://cloud.umami.is"],
    ["'self'", "https://cloud.umami.is"],
    ["'self'", "data:"],
  ],
  [
    { service: "cloudflare", token: TOKEN },
    `<script async="" src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon="{&quot;token&quot;:&quot;${TOKEN}&quot;}"></script>`,
    ["'self'", "https://static.cloudflareinsights.com"],
    ["'self'", "https://cloudflareinsights.com"],
    ["'self'", "data:"],
  ],
] as const)(
  "the export with %o carries its snippet, and a policy that allows its hosts alone",
  (chosen, snippet, scripts, connections, pictures) => {
    const page = exportedWith(chosen);
    expect(page.head).toBe(snippet);
    expect(page.directive("script-src")).toEqual(scripts);
    expect(page.directive("connect-src")).toEqual(connections);
    expect(page.directive("img-src")).toEqual(pictures);
    expect(page.directive("default-src")).toEqual(["'self'"]);
  },
);

test("with no service the export carries no analytics at all", () => {
  const page = exportedWith({ service: "none" });
  expect(page.head).toBe("");
  expect(page.directive("script-src")).toEqual(["'self'"]);
  expect(page.directive("connect-src")).toEqual(["'self'"]);
  expect(page.directive("img-src")).toEqual(["'self'", "data:"]);
});
