// @vitest-environment jsdom
import { afterLoadWhenShown, goOnWithout } from "./when-shown";

/** The page as the browser has it now: still loading or loaded, drawn ahead of a visit or shown. */
function pageIs({
  readyState,
  prerendering = false,
}: {
  readyState: DocumentReadyState;
  prerendering?: boolean;
}) {
  Object.defineProperty(document, "readyState", {
    configurable: true,
    get: () => readyState,
  });
  Object.defineProperty(document, "prerendering", {
    configurable: true,
    get: () => prerendering,
  });
  return {
    loaded() {
      readyState = "complete";
      window.dispatchEvent(new Event("load"));
    },
    shown() {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
    },
  };
}

afterEach(() => {
  // The document's own again.
  Reflect.deleteProperty(document, "readyState");
  Reflect.deleteProperty(document, "prerendering");
});

test("a page still loading starts the part once it has loaded, and only once", () => {
  const page = pageIs({ readyState: "interactive" });
  const start = vi.fn();
  afterLoadWhenShown(start);
  expect(start).not.toHaveBeenCalled();

  page.loaded();
  expect(start).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event("load"));
  expect(start).toHaveBeenCalledTimes(1);
});

test("a page already loaded and shown starts the part at once", () => {
  pageIs({ readyState: "complete" });
  const start = vi.fn();
  afterLoadWhenShown(start);
  expect(start).toHaveBeenCalledTimes(1);
});

test("a page drawn ahead of a visit (a prerender) starts the part only once the visitor reaches it", () => {
  const page = pageIs({ readyState: "complete", prerendering: true });
  const start = vi.fn();
  afterLoadWhenShown(start);
  expect(start).not.toHaveBeenCalled();

  page.shown();
  expect(start).toHaveBeenCalledTimes(1);
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(start).toHaveBeenCalledTimes(1);
});

test("a prerender still loading waits for its load, then for the visitor", () => {
  const page = pageIs({ readyState: "loading", prerendering: true });
  const start = vi.fn();
  afterLoadWhenShown(start);
  page.loaded();
  expect(start).not.toHaveBeenCalled();

  page.shown();
  expect(start).toHaveBeenCalledTimes(1);
});

test("a part that could not load is named in a warning, and nothing is thrown", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(() =>
    goOnWithout("the particles")(new Error("network down")),
  ).not.toThrow();
  expect(warn).toHaveBeenCalledWith(
    "Gave up loading the particles: Error: network down",
  );
});
