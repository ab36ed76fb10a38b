// @vitest-environment jsdom
// The footer says the year the page was rendered in; a browser whose clock is in another year
// takes the page over without a mismatch, keeping the year the page came with.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";

import { DEFAULT_LANGUAGE } from "~/words/language";
import { wordsIn } from "~/words/wording";

import { SiteChrome } from "./site-chrome";

// An owner may leave the year out of their footer: then there is none to keep.
const withYear = wordsIn(DEFAULT_LANGUAGE).words.site.footer.includes("{year}");

afterEach(() => {
  vi.useRealTimers();
});

const Page = createRoutesStub([
  { path: "/*", Component: () => <SiteChrome>Page</SiteChrome> },
]);

test.runIf(withYear)(
  "a page rendered in 2026 and opened in 2027 keeps its year, with no mismatch",
  async () => {
    vi.useFakeTimers({
      now: new Date("2026-06-01T12:00:00Z"),
      toFake: ["Date"],
    });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page initialEntries={["/"]} />);
    const footer = () => container.querySelector("footer")!.textContent;
    expect(footer()).toContain("2026");
    vi.setSystemTime(new Date("2027-01-01T00:30:00Z"));
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page initialEntries={["/"]} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(footer()).toContain("2026");
    expect(footer()).not.toContain("2027");
  },
);
