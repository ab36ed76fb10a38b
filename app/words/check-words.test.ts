// The words check, on small dictionaries of its own: whatever the owner's words files say, each
// kind of mistake is reported with the file, the word, and what was expected.
import { checkWords } from "./check-words";

const english = {
  locale: "en-GB",
  direction: "ltr",
  menu: { open: "Open menu", home: "{name}, home" },
  shown: { one: "{count} project shown", other: "{count} projects shown" },
};

const german = {
  locale: "de",
  direction: "ltr",
  menu: { open: "Menü öffnen", home: "{name}, Startseite" },
  shown: { one: "{count} Projekt gezeigt", other: "{count} Projekte gezeigt" },
};

test("languages with the same words, places and plural forms pass", () => {
  expect(checkWords({ en: english, de: german })).toEqual([]);
});

test("a word the default language has and another lacks is named", () => {
  const { open: _, ...menu } = german.menu;
  expect(checkWords({ en: english, de: { ...german, menu } })).toEqual([
    "app/content/words/de.ts: menu.open: expected this word, as app/content/words/en.ts has it; it is missing",
  ]);
});

test("a word the default language does not have is named", () => {
  const menu = { ...german.menu, close: "Menü schließen" };
  expect(checkWords({ en: english, de: { ...german, menu } })).toEqual([
    "app/content/words/de.ts: menu.close: expected no word of this name, as app/content/words/en.ts has none; check its spelling or remove it",
  ]);
});

test("a sentence without the places of the default's, or with others, is named", () => {
  const renamed = { ...german.menu, home: "{nom}, Startseite" };
  expect(checkWords({ en: english, de: { ...german, menu: renamed } })).toEqual(
    [
      "app/content/words/de.ts: menu.home: expected the places {name}, as app/content/words/en.ts has them; found {nom}",
    ],
  );
  const dropped = { ...german.menu, home: "Startseite" };
  expect(checkWords({ en: english, de: { ...german, menu: dropped } })).toEqual(
    [
      "app/content/words/de.ts: menu.home: expected the places {name}, as app/content/words/en.ts has them; found no places",
    ],
  );
});

test("a plural without a form its language's plural rules have is named, in each language", () => {
  // Arabic has six plural forms; Polish four; the default language's own forms are checked too.
  const arabic = {
    locale: "ar",
    direction: "rtl",
    menu: { open: "افتح القائمة", home: "{name}، الرئيسية" },
    shown: {
      zero: "لا مشاريع",
      one: "مشروع واحد",
      two: "مشروعان",
      few: "{count} مشاريع",
      other: "{count} مشروع",
    },
  };
  const { one: _, ...onlyOther } = english.shown;
  expect(
    checkWords({ en: { ...english, shown: onlyOther }, ar: arabic }),
  ).toEqual([
    'app/content/words/en.ts: shown: expected a sentence for each plural form of "en-GB" (one, other); one is missing',
    'app/content/words/ar.ts: shown: expected a sentence for each plural form of "ar" (zero, one, two, few, many, other); many is missing',
  ]);
});

test("a plural form may leave the count to its words, but not the other form, nor hold other places", () => {
  const shown = { one: "Ein Projekt gezeigt", other: "Projekte gezeigt" };
  expect(checkWords({ en: english, de: { ...german, shown } })).toEqual([
    "app/content/words/de.ts: shown.other: expected the places {count}, as app/content/words/en.ts has them; found no places",
  ]);
  const named = { one: "{name}", other: "{count} Projekte gezeigt" };
  expect(checkWords({ en: english, de: { ...german, shown: named } })).toEqual([
    "app/content/words/de.ts: shown.one: expected the places {count}, as app/content/words/en.ts has them; found {name}",
  ]);
});

test("a form the language does not have, a sentence where words were expected, and the reverse are named", () => {
  const shown = { ...german.shown, few: "{count} Projekte" };
  const menu = "Menü";
  expect(
    checkWords({
      en: english,
      de: { ...german, shown, menu },
      ja: { ...english, locale: "ja", shown: "{count} 件" },
    }),
  ).toEqual([
    'app/content/words/de.ts: menu: expected words under this name; found "Menü"',
    'app/content/words/de.ts: shown.few: expected no such form: the plural forms of "de" are one, other',
    'app/content/words/ja.ts: shown: expected a sentence for each plural form; found "{count} 件"',
  ]);
});

test("a language code or a locale that is not one, or not of its language, is named", () => {
  expect(checkWords({ en: english, "de-de": german })).toEqual([
    'app/content/languages.ts: "de-de": expected a language code written as "de-DE"',
  ]);
  expect(checkWords({ en: english, "not a code": german })).toEqual([
    'app/content/languages.ts: "not a code": expected a language code, such as "en", "de" or "pt-BR"',
  ]);
  expect(
    checkWords({ en: english, de: { ...german, locale: "fr-FR" } }),
  ).toEqual([
    'app/content/words/de.ts: locale: expected a locale of "de", such as "de"; found "fr-FR"',
  ]);
  expect(checkWords({})).toEqual([
    "app/content/languages.ts: expected at least one language; there is none",
  ]);
});

test("a code or a locale not written as BCP 47 writes it, or of a region there is not, is named", () => {
  expect(
    checkWords({ en: { ...english, locale: "en-UK" }, de: german }),
  ).toEqual([
    'app/content/words/en.ts: locale: expected a locale written as "en-GB"; found "en-UK"',
  ]);
  expect(checkWords({ en: english, "de-XX": german })).toEqual([
    'app/content/languages.ts: "de-XX": expected a language code of a region there is, such as "de-DE"; "XX" is none',
  ]);
  expect(
    checkWords({ en: english, de: { ...german, locale: "de-XX" } }),
  ).toEqual([
    'app/content/words/de.ts: locale: expected a locale of a region there is, such as "de-DE"; "XX" is none; found "de-XX"',
  ]);
  // A page's address starts with the code: how the language writes numbers is its locale's.
  expect(checkWords({ en: english, "de-u-nu-latn": german })).toEqual([
    'app/content/languages.ts: "de-u-nu-latn": expected a language code without a locale\'s settings, such as "de"; they belong in its words\' locale',
  ]);
  expect(
    checkWords({ "en-GB": english, "de-AT": { ...german, locale: "de-AT" } }),
  ).toEqual([]);
});

test("a language listed without its words is named, the default too", () => {
  expect(checkWords({ en: english, de: "Deutsch" })).toEqual([
    'app/content/words/de.ts: expected the language\'s words; found "Deutsch"',
  ]);
  expect(checkWords({ en: undefined, de: german })).toEqual([
    "app/content/words/en.ts: expected the language's words; found nothing",
  ]);
});

test("a locale with its calendar and digits named is a locale of its language", () => {
  const arabic = {
    ...english,
    locale: "ar-u-ca-gregory-nu-latn",
    direction: "rtl",
    shown: {
      zero: "لا مشاريع معروضة",
      one: "مشروع واحد معروض",
      two: "مشروعان معروضان",
      few: "{count} مشاريع معروضة",
      many: "{count} مشروعًا معروضًا",
      other: "{count} مشروع معروض",
    },
  };
  expect(checkWords({ en: english, ar: arabic })).toEqual([]);
  expect(
    checkWords({
      en: english,
      ar: { ...arabic, locale: "ar-EG-u-ca-gregory-nu-arab" },
    }),
  ).toEqual([]);
});

test("a direction other than the way the locale is written, or none, is named", () => {
  expect(
    checkWords({
      en: { ...english, direction: "rtl" },
      de: { ...german, direction: undefined },
      nl: { ...german, locale: "nl", direction: "ttb" },
    }),
  ).toEqual([
    'app/content/words/en.ts: direction: expected "ltr", the way "en-GB" is written; found "rtl"',
    'app/content/words/de.ts: direction: expected "ltr" or "rtl", the way the language\'s text runs; found nothing',
    'app/content/words/nl.ts: direction: expected "ltr" or "rtl", the way the language\'s text runs; found "ttb"',
  ]);
  expect(
    checkWords({
      en: english,
      fa: { ...german, locale: "fa-IR", direction: "ltr" },
    }),
  ).toEqual([
    'app/content/words/fa.ts: direction: expected "rtl", the way "fa-IR" is written; found "ltr"',
  ]);
});
