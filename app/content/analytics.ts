import type { Analytics } from "~/content-rules/schema";

// Visits on a static host (`npm run export`), where no server counts them. On the site's own
// server the server counts them, whatever this says (README: Visits). `onStaticHost` names at
// most one privacy-friendly service, whose own script every exported page then loads, with its
// host allowed in the pages' policy; no service by default:
//   { service: "none" }
//   { service: "goatcounter", code: "me" }            for https://me.goatcounter.com
//   { service: "plausible", domain: "me.github.io" }  the domain as Plausible has it
//   { service: "umami", websiteId: "…" }               Umami Cloud's website ID (a UUID)
//   { service: "cloudflare", token: "…" }              Cloudflare Web Analytics' token
export const analytics = {
  onStaticHost: { service: "none" },
} satisfies Analytics;
