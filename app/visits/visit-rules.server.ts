// Which page views are a person reading a page, and what is taken from the request of one: the
// device's class from the user agent, and the referring site's host. Nothing else of the request
// is read, and none of it is kept as it came.
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

/** What the counting reads of a request: its headers, by their lower-case names. */
export type VisitHeaders = Record<string, string | string[] | undefined>;

export type Device = "phone" | "tablet" | "desktop" | "other";

/** Why a view is not counted, or null when it is. */
export type Skipped = "bot" | "speculative" | "do-not-track" | null;

const header = (headers: VisitHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim();
};

/**
 * A crawler (or a request with no user agent, which no browser sends), a load the browser made
 * ahead of a visit that may never come, and a visitor who asked not to be tracked are not
 * counted.
 */
export function skipped(headers: VisitHeaders): Skipped {
  const agent = header(headers, "user-agent");
  if (!agent || agentOf(agent).bot) return "bot";
  // Chromium's Sec-Purpose ("prefetch", "prefetch;prerender"), the older Purpose and X-Purpose,
  // and Firefox's X-Moz.
  const purpose = ["sec-purpose", "purpose", "x-purpose", "x-moz"]
    .map((name) => header(headers, name))
    .join(" ");
  if (/prefetch|prerender|preview/i.test(purpose)) return "speculative";
  if (header(headers, "dnt") === "1" || header(headers, "sec-gpc") === "1")
    return "do-not-track";
  return null;
}

/** The class of the device a user agent names; one it cannot tell is "other". */
export function deviceOf(userAgent: string): Device {
  if (!userAgent) return "other";
  return agentOf(userAgent).device;
}

// Most views come from a few browsers' user agents, each read once: isbot's list is one long
// regular expression, which costs more than the rest of the counting. Bounded, and an agent longer than
// any browser's is read each time rather than kept.
const agents = new LRUCache<string, { bot: boolean; device: Device }>({
  max: 1000,
});
const LONGEST_KEPT = 512;

function agentOf(userAgent: string) {
  const known = agents.get(userAgent);
  if (known) return known;
  const read = { bot: isbot(userAgent), device: readDevice(userAgent) };
  if (userAgent.length <= LONGEST_KEPT) agents.set(userAgent, read);
  return read;
}

// MDN's advice for telling a phone by its user agent: "Mobi" anywhere in it. A tablet names
// itself, or is an Android device without "Mobile". An iPad that asks for desktop pages (iPadOS's
// Safari by default) sends a Mac's user agent and is counted as a desktop. A parser of every
// browser (bowser, ua-parser-js) costs a page view served from memory more than the page
// itself: docs/decisions/042.
const TABLET =
  /\b(?:iPad|Tablet|PlayBook|Kindle|Silk)\b|\bAndroid\b(?!.*\bMobi)/i;
const PHONE = /Mobi|\biP(?:hone|od)\b|\bWindows Phone\b/i;
const DESKTOP = /\b(?:Windows NT|Macintosh|X11|CrOS|Linux x86_64)\b/;

function readDevice(userAgent: string): Device {
  if (TABLET.test(userAgent)) return "tablet";
  if (PHONE.test(userAgent)) return "phone";
  if (DESKTOP.test(userAgent)) return "desktop";
  return "other";
}

/**
 * The host of the site a visitor came from, lower-cased and without "www."; "" when they came
 * from nowhere, from the site itself (`ownHosts`), or from an address that is not a web page's.
 */
export function referrerHost(
  referrer: string | undefined,
  ownHosts: ReadonlyArray<string>,
): string {
  const url = URL.parse(referrer?.trim() ?? "");
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
    return "";
  const host = bare(url.hostname);
  if (!host || host.length > 253 || ownHosts.map(bare).includes(host))
    return "";
  return host;
}

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
