import { afterEach, beforeEach, vi } from "vitest";

// The DOM's matchers and its clean-up, only in the files that render into a DOM: loading React's
// testing library in the other files cost each a fifth of a second for nothing.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
  // What a rendered page awaits (a route's data, a timer, an effect) comes later on a busy machine,
  // never otherwise: findBy and waitFor give up only shortly before the test's own limit.
  configure({ asyncUtilTimeout: 50_000 });
}

// An unexpected console.error (a React warning, a failed render) fails the test that caused it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

// jsdom has no matchMedia; tests that care about a media query replace this one.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
