// @vitest-environment jsdom
// The footer says the year the site was built in: the server's HTML and the browser that takes
// the page over agree, whatever the reader's clock says.
import { createRoutesStub } from "react-router";
import { render, screen } from "@testing-library/react";

import { profile } from "~/content/profile";
import { DEFAULT_LANGUAGE } from "~/words/language";
import { wordsIn } from "~/words/wording";

import { SiteChrome } from "./site-chrome";

afterEach(() => {
  vi.useRealTimers();
});

test("the footer's year is the year of the build, not of the reader's clock", () => {
  vi.useFakeTimers({ now: new Date("2040-06-01T12:00:00Z"), toFake: ["Date"] });
  const Stub = createRoutesStub([
    { path: "/*", Component: () => <SiteChrome>Page</SiteChrome> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const footer = screen.getByRole("contentinfo");
  expect(footer).not.toHaveTextContent("2040");
  const { fill, words, year } = wordsIn(DEFAULT_LANGUAGE);
  expect(footer).toHaveTextContent(
    fill(words.site.footer, {
      year: year(new Date(__BUILT_AT__)),
      name: profile.name,
    }),
  );
});
