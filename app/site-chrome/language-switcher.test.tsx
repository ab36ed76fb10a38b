// @vitest-environment jsdom
// The links to the page in each language, in a site of English, German and Arabic.
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { render, screen, within } from "@testing-library/react";

import { languageAt } from "~/words/language";
import { languageNames } from "~/words/language-names";
import { WordsContext } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

import { LanguageSwitcher } from "./language-switcher";

vi.mock("~/content/languages", async () => ({
  languages: {
    en: (await import("~/content/words/en")).words,
    de: (await import("../../tests/fixtures/languages/de")).words,
    ar: (await import("../../tests/fixtures/languages/ar")).words,
  },
}));

/** The switcher as the root's layout gives it the page's words, at `path`. */
function Page() {
  return (
    <WordsContext value={wordsIn(languageAt(useLocation().pathname))}>
      <LanguageSwitcher />
    </WordsContext>
  );
}

function renderAt(path: string, translations?: string[], blogs?: string[]) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ languageNames: languageNames() }),
      Component: () => <Outlet />,
      children: [
        {
          path: "*",
          loader: () => (translations ? { translations, blogs } : null),
          Component: Page,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/** Each link as a visitor and a crawler read it. */
const linksIn = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute("href"),
      hreflang: link.getAttribute("hreflang"),
      lang: link.getAttribute("lang"),
      current: link.getAttribute("aria-current"),
    }));

test("each language by its own name leads to the same page and tab in it, the page's own current", async () => {
  renderAt("/portfolio/2?ref=feed");
  const nav = await screen.findByRole("navigation", { name: "Languages" });
  expect(linksIn(nav)).toEqual([
    {
      name: "English",
      href: "/portfolio/2?ref=feed",
      hreflang: "en",
      lang: "en",
      current: "page",
    },
    {
      name: "Deutsch",
      href: "/de/portfolio/2?ref=feed",
      hreflang: "de",
      lang: "de",
      current: null,
    },
    {
      name: "العربية",
      href: "/ar/portfolio/2?ref=feed",
      hreflang: "ar",
      lang: "ar",
      current: null,
    },
  ]);
});

test("on a page in another language, the switcher speaks it, and that language is current", async () => {
  renderAt("/de");
  const nav = await screen.findByRole("navigation", { name: "Sprachen" });
  expect(
    linksIn(nav).map(({ name, href, current }) => [name, href, current]),
  ).toEqual([
    ["English", "/", null],
    ["Deutsch", "/de", "page"],
    ["العربية", "/ar", null],
  ]);
});

test("a post not written in a language leads to that language's blog, and says so in the page's words", async () => {
  renderAt("/de/blog/a-post", ["en", "de"], ["en", "de", "ar"]);
  const nav = await screen.findByRole("navigation", { name: "Sprachen" });
  const arabic = within(nav).getByRole("link", { name: /العربية/ });
  expect(arabic).toHaveAttribute("href", "/ar/blog");
  expect(arabic).toHaveAccessibleName(
    "العربية keine Übersetzung dieses Beitrags: zum Blog",
  );
  expect(within(arabic).getByText(/keine Übersetzung/)).toHaveAttribute(
    "lang",
    "de",
  );
  expect(within(nav).getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    "/blog/a-post",
  );
});

test("where a language has no posts at all, the blog's page leads to its home page, and says so", async () => {
  renderAt("/de/blog/a-post", ["en", "de"], ["en", "de"]);
  const nav = await screen.findByRole("navigation", { name: "Sprachen" });
  const arabic = within(nav).getByRole("link", { name: /العربية/ });
  expect(arabic).toHaveAttribute("href", "/ar");
  expect(arabic).toHaveAccessibleName(
    "العربية noch keine Beiträge in dieser Sprache: zur Startseite",
  );
});

test("a page that names no translations is in every language", async () => {
  renderAt("/blog/a-post");
  const nav = await screen.findByRole("navigation", { name: "Languages" });
  expect(linksIn(nav).map(({ href }) => href)).toEqual([
    "/blog/a-post",
    "/de/blog/a-post",
    "/ar/blog/a-post",
  ]);
});

test("with one language there is no switcher", async () => {
  vi.resetModules();
  vi.doMock("~/content/languages", async () => ({
    languages: { en: (await import("~/content/words/en")).words },
  }));
  const { LanguageSwitcher: OneLanguage } = await import("./language-switcher");
  const Stub = createRoutesStub([
    {
      path: "*",
      loader: () => null,
      Component: () => (
        <footer>
          <p>© 2026</p>
          <OneLanguage />
        </footer>
      ),
    },
  ]);
  render(<Stub initialEntries={["/about"]} />);
  const footer = (await screen.findByText("© 2026")).parentElement!;
  expect(footer.innerHTML).toBe("<p>© 2026</p>");
});
