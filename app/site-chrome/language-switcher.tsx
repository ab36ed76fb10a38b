// The links to the page in each language, at the foot of every page once the site has more than
// one. Each is a plain link the browser follows without JavaScript, and follows as a new document
// with it (`reloadDocument`): a page's words and the root's data are its language's, so the page
// in another language is another document, as a crawler reads it too.
import {
  Link,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { UIMatch } from "react-router";

import { BLOG_PATH } from "~/blog/post";

import { alternates } from "~/words/alternates";
import type { Language } from "~/words/language";
import { isLanguage, LANGUAGES, pathIn, unprefixed } from "~/words/language";
import { useWords } from "~/words/use-words";
import type { Words } from "~/words/words";

/** What the root's data says of the languages (language-names.ts). */
type RootData = { languageNames?: Partial<Record<Language, string>> };

/** What of a route's data says in which languages the page, and the blog, are written. */
type Versions = { translations?: unknown; blogs?: unknown };

/** The languages a route's data lists under `key`, from the deepest route that has it. */
function listed(
  matches: ReadonlyArray<Pick<UIMatch, "loaderData">>,
  key: keyof Versions,
): ReadonlyArray<Language> | undefined {
  for (const { loaderData } of [...matches].reverse()) {
    const list = (loaderData as Versions | undefined)?.[key];
    if (Array.isArray(list)) return list.filter(isLanguage);
  }
}

/**
 * The languages the page is written in: those the deepest route with `translations` in its data
 * names (a post's, the blog's), else every one.
 */
export const pageLanguages = (
  matches: ReadonlyArray<Pick<UIMatch, "loaderData">>,
): ReadonlyArray<Language> => listed(matches, "translations") ?? LANGUAGES;

/**
 * Where a page not written in a language leads in it, and the note that says so: that
 * language's blog, when the page is the blog's (a post, a tag) and the language has one, else
 * its home page.
 */
function instead(
  matches: ReadonlyArray<Pick<UIMatch, "loaderData">>,
  code: Language,
  { untranslated, noBlog }: Words["languageSwitcher"],
) {
  return listed(matches, "blogs")?.includes(code)
    ? { path: pathIn(code, BLOG_PATH), note: untranslated }
    : { path: pathIn(code, "/"), note: noBlog };
}

export function LanguageSwitcher() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { lang, words } = useWords();
  const names = useRouteLoaderData<RootData>("root")?.languageNames;
  if (LANGUAGES.length === 1) return null;
  const { path } = unprefixed(pathname);
  const versions = alternates(path, pageLanguages(matches));
  const { label } = words.languageSwitcher;
  return (
    <nav className="language-switcher" aria-label={label}>
      <ul>
        {LANGUAGES.map((code) => {
          const version = versions.find(({ hreflang }) => hreflang === code);
          const elsewhere = version
            ? undefined
            : instead(matches, code, words.languageSwitcher);
          return (
            <li key={code}>
              <Link
                reloadDocument
                to={version ? version.path + search : elsewhere!.path}
                hrefLang={code}
                lang={code}
                aria-current={code === lang ? "page" : undefined}
              >
                {names?.[code] ?? code}
                {elsewhere ? (
                  <>
                    {" "}
                    <span className="language-note" lang={lang}>
                      {elsewhere.note}
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
