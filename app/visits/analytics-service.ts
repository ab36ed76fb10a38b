// The one analytics service a static host's pages may load (app/content/analytics.ts), where no
// server counts their views: its own snippet as the service documents it, and the hosts the
// pages' policy must allow for it, no more. The site's own server never loads one.
import { analytics } from "~/content/analytics";
import type { AnalyticsService } from "~/content-rules/schema";
import { STATIC_SITE } from "~/utils/static-site";

export type AnalyticsSnippet = {
  /** The service's script, loaded `async`. */
  src: string;
  /** Its data attributes, as the service names them. */
  attributes: Record<string, string>;
  /** The origins the pages' policy allows: the script's, and where it reports the view. */
  policy: { scriptFrom: string[]; connectTo: string[]; imgFrom: string[] };
};

export function analyticsSnippet(
  chosen: AnalyticsService,
): AnalyticsSnippet | null {
  switch (chosen.service) {
    case "none":
      return null;
    case "goatcounter": {
      // count.js reports by sendBeacon, or by an image where there is none.
      const counter = `https://${chosen.code}.goatcounter.com`;
      return {
        src: "https://gc.zgo.at/count.js",
        attributes: { "data-goatcounter": `${counter}/count` },
        policy: {
          scriptFrom: ["https://gc.zgo.at"],
          connectTo: [counter],
          imgFrom: [counter],
        },
      };
    }
    case "plausible":
      return {
        src: "https://plausible.io/js/script.js",
        attributes: { "data-domain": chosen.domain },
        policy: {
          scriptFrom: ["https://plausible.io"],
          connectTo: ["https://plausible.io"],
          imgFrom: [],
        },
      };
    case "umami":
      return {
        src: "https://cloud.umami.is/script.js",
        attributes: { "data-website-id": chosen.websiteId },
        policy: {
          scriptFrom: ["https://cloud.umami.is"],
          connectTo: ["https://cloud.umami.is"],
          imgFrom: [],
        },
      };
    case "cloudflare":
      return {
        src: "https://static.cloudflareinsights.com/beacon.min.js",
        attributes: {
          "data-cf-beacon": JSON.stringify({ token: chosen.token }),
        },
        policy: {
          scriptFrom: ["https://static.cloudflareinsights.com"],
          connectTo: ["https://cloudflareinsights.com"],
          imgFrom: [],
        },
      };
  }
}

// Widened: the content file types it as the one value it holds.
const chosen: AnalyticsService = analytics.onStaticHost;

/** The owner's service, in the export alone. */
export const STATIC_ANALYTICS = STATIC_SITE ? analyticsSnippet(chosen) : null;

/** The same, for the export's script, which runs outside the app's build. */
export const exportedAnalytics = () => analyticsSnippet(chosen);
