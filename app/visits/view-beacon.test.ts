// @vitest-environment jsdom
import { startViewBeacon, VIEW_BEACON_PATH } from "./view-beacon";

const sent = vi.fn((_url: string, _body: URLSearchParams) => true);

/** The page as the browser has it: how its views are counted, and whether it was drawn ahead. */
function pageIs({
  views,
  prerendering = false,
  activationStart = 0,
  deliveryType = "",
}: {
  views?: string;
  prerendering?: boolean;
  activationStart?: number;
  deliveryType?: string;
}) {
  if (views) document.documentElement.dataset.views = views;
  else delete document.documentElement.dataset.views;
  Object.defineProperty(document, "prerendering", {
    configurable: true,
    get: () => prerendering,
  });
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { activationStart, deliveryType } as unknown as PerformanceEntry,
  ]);
  return {
    shown() {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
    },
  };
}

/** What the beacons sent said: the address, the page's path and where the visitor came from. */
const reports = () =>
  sent.mock.calls.map(([url, body]) => [url, Object.fromEntries(body)]);

beforeEach(() => {
  sent.mockClear();
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: sent,
  });
  Object.defineProperty(document, "referrer", {
    configurable: true,
    get: () => "https://news.example/post",
  });
  history.replaceState(null, "", "/about");
});

afterEach(() => {
  Reflect.deleteProperty(document, "prerendering");
  Reflect.deleteProperty(document, "referrer");
  vi.restoreAllMocks();
});

test("a prerendered page reports its view once, when the visitor reaches it, and not before", () => {
  const page = pageIs({ views: "server", prerendering: true });
  startViewBeacon();
  expect(sent).not.toHaveBeenCalled();
  page.shown();
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(reports()).toEqual([
    [
      VIEW_BEACON_PATH,
      { path: "/about", referrer: "https://news.example/post" },
    ],
  ]);
});

test("a page shown after its prerender, before its script ran, reports its view at once", () => {
  pageIs({ views: "server", activationStart: 120 });
  startViewBeacon();
  expect(reports()).toEqual([
    [
      VIEW_BEACON_PATH,
      { path: "/about", referrer: "https://news.example/post" },
    ],
  ]);
});

test("a page the browser prefetched ahead of the visit reports its view as it is shown", () => {
  pageIs({ views: "server", deliveryType: "navigational-prefetch" });
  startViewBeacon();
  expect(reports()).toEqual([
    [
      VIEW_BEACON_PATH,
      { path: "/about", referrer: "https://news.example/post" },
    ],
  ]);
});

test("a page the server served and counted reports nothing, from its cache neither", () => {
  pageIs({ views: "server" });
  startViewBeacon();
  pageIs({ views: "server", deliveryType: "cache" });
  startViewBeacon();
  expect(sent).not.toHaveBeenCalled();
});

test("behind a CDN every page reports its view: at once, or a prerendered one when reached", () => {
  pageIs({ views: "beacon" });
  startViewBeacon();
  expect(sent).toHaveBeenCalledTimes(1);
  const page = pageIs({ views: "beacon", prerendering: true });
  startViewBeacon();
  expect(sent).toHaveBeenCalledTimes(1);
  page.shown();
  expect(sent).toHaveBeenCalledTimes(2);
});

test("with visits off or on a static host, a page reports nothing, even prerendered", () => {
  const page = pageIs({ prerendering: true });
  startViewBeacon();
  page.shown();
  pageIs({ activationStart: 50 });
  startViewBeacon();
  expect(sent).not.toHaveBeenCalled();
});
