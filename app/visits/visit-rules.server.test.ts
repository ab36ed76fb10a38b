// @vitest-environment node
import { deviceOf, referrerHost, skipped } from "./visit-rules.server";

const FIREFOX =
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

test("a browser's view is counted", () => {
  expect(skipped({ "user-agent": FIREFOX })).toBeNull();
  expect(skipped({ "user-agent": FIREFOX, dnt: "0", "sec-gpc": "0" })).toBe(
    null,
  );
});

test("crawlers, and requests with no user agent, are not", () => {
  for (const agent of [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "curl/8.5.0",
    "python-requests/2.32.3",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
    "",
  ])
    expect(skipped({ "user-agent": agent }), agent).toBe("bot");
  expect(skipped({})).toBe("bot");
});

test("prefetches and prerenders are not", () => {
  for (const [name, value] of [
    ["sec-purpose", "prefetch"],
    ["sec-purpose", "prefetch;prerender"],
    ["purpose", "prefetch"],
    ["x-purpose", "preview"],
    ["x-moz", "prefetch"],
  ])
    expect(skipped({ "user-agent": FIREFOX, [name!]: value }), name).toBe(
      "speculative",
    );
});

test("a visitor who sends DNT: 1 or Sec-GPC: 1 is not", () => {
  expect(skipped({ "user-agent": FIREFOX, dnt: "1" })).toBe("do-not-track");
  expect(skipped({ "user-agent": FIREFOX, "sec-gpc": "1" })).toBe(
    "do-not-track",
  );
});

test("the device's class comes from the user agent", () => {
  expect(deviceOf(IPHONE)).toBe("phone");
  expect(deviceOf(ANDROID_PHONE)).toBe("phone");
  expect(deviceOf(IPAD)).toBe("tablet");
  expect(deviceOf(FIREFOX)).toBe("desktop");
  expect(deviceOf(WINDOWS)).toBe("desktop");
  expect(deviceOf("SomethingNew/1.0")).toBe("other");
  expect(deviceOf("")).toBe("other");
});

test("the referrer is a host only; the site's own, and what is not a web address, are none", () => {
  const own = ["alexdoe.dev", "127.0.0.1"];
  expect(referrerHost("https://news.ycombinator.com/item?id=1#x", own)).toBe(
    "news.ycombinator.com",
  );
  expect(referrerHost("https://WWW.LinkedIn.com/in/someone/", own)).toBe(
    "linkedin.com",
  );
  expect(referrerHost("https://alexdoe.dev/about", own)).toBe("");
  expect(referrerHost("https://www.alexdoe.dev/", own)).toBe("");
  expect(referrerHost("http://127.0.0.1:3000/skills", own)).toBe("");
  expect(referrerHost(undefined, own)).toBe("");
  expect(referrerHost("", own)).toBe("");
  expect(referrerHost("not a url", own)).toBe("");
  expect(referrerHost("android-app://com.slack/", own)).toBe("");
});

test("more devices: Android tablets, Kindles, Windows Phone, Chrome OS, a Mac, and the iPad that asks for desktop pages", () => {
  expect(
    deviceOf(
      "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    ),
  ).toBe("tablet");
  expect(
    deviceOf(
      "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.1.1 like Chrome/126.0.0.0 Safari/537.36",
    ),
  ).toBe("tablet");
  expect(
    deviceOf(
      "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063",
    ),
  ).toBe("phone");
  expect(
    deviceOf(
      "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
    ),
  ).toBe("phone");
  expect(
    deviceOf(
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    ),
  ).toBe("desktop");
  expect(
    deviceOf(
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    ),
  ).toBe("desktop");
});
