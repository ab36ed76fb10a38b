// Addresses the site once gave, still leading to their pages: the portfolio's old tab addresses,
// as its room says where each tab is now (app/routes/portfolio.($filter)/old-tab-addresses.ts).
import type { RequestHandler } from "express";

import { tabAddressNow } from "../app/routes/portfolio.($filter)/old-tab-addresses";

/** An old tab address is sent once (301) to the tab's own. */
export const oldTabAddresses: RequestHandler = (request, response, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const url = URL.parse(`http://site${request.url}`);
  const now = url && tabAddressNow(url);
  if (!now) return next();
  // Kept as briefly as public/'s files: a deploy may change the tabs.
  response.set("Cache-Control", "public, max-age=3600");
  response.redirect(301, now);
};
