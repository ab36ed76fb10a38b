// The build's check of the owner's translations, on a small content of its own: each problem is
// a line naming the file, the entry and the field, and a sound translation has none.
import { checkTranslations } from "./check-translations";
import type { SiteContent } from "../../app/content-rules/content-in";

const content: SiteContent = {
  profile: {
    name: "Sam Example",
    jobTitle: "Developer",
    bio: "I build things.",
    personalInfo: [{ label: "Phone", value: "+1 555 0100" }],
    technologies: ["React"],
    resumeUrl: "https://cv.example.com",
  },
  skillCategories: [
    { label: "TOOLS", skills: [{ skillName: "Git", percentage: "80" }] },
  ],
  experience: [
    {
      title: "Engineer",
      subTitle: "A",
      description: "a",
      technology: "R",
      date: "2023",
    },
    {
      title: "Engineer",
      subTitle: "B",
      description: "b",
      technology: "R",
      date: "2021",
    },
  ],
  education: [],
  filters: [
    { id: 1, label: "All" },
    { id: 2, label: "Web" },
  ],
  projects: [
    { filter: 2, name: "Shop", image: "/shop.png", link: "https://s.example" },
  ],
  socialLinks: [{ label: "GitHub", url: "https://github.com/sam" }],
};
const rest = {
  theme: { accent: "#5dff40", scheme: "dark" },
  contact: { onStaticHost: "none" },
  analytics: { onStaticHost: { service: "none" } },
};
const LANGUAGES = ["en", "de", "ar"];
// The content as the build hands it over: every part, the theme's and the contact's among them.
const check = (translations: Record<string, unknown>) =>
  checkTranslations(translations, LANGUAGES, { ...rest, ...content }, rest);

test("a sound translation of some fields, and one of none, have no problem", () => {
  expect(
    check({
      de: {
        profile: {
          bio: "Ich baue Dinge.",
          personalInfo: { Phone: { label: "Telefon" } },
        },
        filters: { All: { label: "Alle" } },
        projects: { Shop: { name: "Laden" } },
      },
      ar: {},
    }),
  ).toEqual([]);
});

test("a translation is of one of the other languages", () => {
  expect(check({ en: {}, fr: {} })).toEqual([
    'app/content/translations.ts: "en" is the default language, whose content is app/content/ itself: translate into the others',
    'app/content/translations.ts: "fr" is not one of the languages of app/content/languages.ts (en, de, ar)',
  ]);
});

test("a field of no known name, or one left blank, is named with its file", () => {
  expect(
    check({ de: { profile: { bio: "  ", jobTitel: "Entwickler" } } }),
  ).toEqual([
    'app/content/translations/de.ts: profile.bio: expected some text, not blanks; found "  "',
    "app/content/translations/de.ts: profile.jobTitel: expected no field of this name; check its spelling or remove it",
  ]);
});

test("an entry is named as the default language names it, and names one entry alone", () => {
  expect(
    check({
      de: {
        projects: { Shopp: { name: "Laden" } },
        experience: { Engineer: { title: "Ingenieurin" } },
      },
    }),
  ).toEqual([
    'app/content/translations/de.ts: experience "Engineer": 2 entries have this title, so a translation cannot tell them apart; give each a title of its own in the default language',
    'app/content/translations/de.ts: projects "Shopp": expected the name of one of them as the default language has it ("Shop"); there is none of this name',
  ]);
});

test("the content keeps its own rules in the language: a label of its own, no second Name", () => {
  expect(
    check({
      de: {
        profile: { personalInfo: { Phone: { label: "Name" } } },
        filters: { All: { label: "Web" } },
      },
    }),
  ).toEqual([
    'app/content/translations/de.ts: profile.personalInfo "Phone".label, in this language: expected a label other than Name: the page shows profile.name there; found "Name"',
    'app/content/translations/de.ts: filters "Web".label, in this language: expected a label of its own; found "Web"',
  ]);
});

test("a problem of the default language's content is not told again for a translation that leaves the field alone", () => {
  const broken: SiteContent = {
    ...content,
    skillCategories: [
      { label: "TOOLS", skills: [{ skillName: "Git", percentage: "180" }] },
    ],
  };
  expect(
    checkTranslations(
      { de: { profile: { jobTitle: "Entwickler" } } },
      LANGUAGES,
      { ...rest, ...broken },
      rest,
    ),
  ).toEqual([]);
  // What the translation itself gets wrong is still told, beside it.
  expect(
    checkTranslations(
      { de: { filters: { All: { label: "Web" } } } },
      LANGUAGES,
      { ...rest, ...broken },
      rest,
    ),
  ).toEqual([
    'app/content/translations/de.ts: filters "Web".label, in this language: expected a label of its own; found "Web"',
  ]);
});
