// The owner's content in a language: each field a translation gives in place of the default
// language's, found by the entry's name in the default language; anything else as it is.
import { contentIn, translated } from "./content-in";
import type { SiteContent } from "./content-in";
import type { Language } from "~/words/language";

// The owner's list types the codes; these are the mocked list's.
const [de, ar] = ["de", "ar"] as string[] as Language[];

vi.mock("~/content/languages", () => ({
  languages: { en: {}, de: {}, ar: {} },
}));
vi.mock("~/content/translations", () => ({
  translations: { de: { profile: { jobTitle: "Entwicklerin" } } },
}));

const content: SiteContent = {
  profile: {
    name: "Sam Example",
    jobTitle: "Developer",
    bio: "I build things.",
    personalInfo: [
      { label: "Age", value: "30" },
      { label: "Address", value: "1 Main Street" },
    ],
    technologies: ["React"],
    resumeUrl: "/cv.pdf",
  },
  skillCategories: [
    { label: "TOOLS", skills: [{ skillName: "Git", percentage: "80" }] },
  ],
  experience: [
    {
      title: "Engineer",
      subTitle: "Example Ltd",
      description: "Built the shop.",
      technology: "React",
      date: "May 2023 - Aug 2023",
    },
  ],
  education: [
    {
      title: "Degree",
      subTitle: "Example University",
      description: "Algorithms.",
      date: "2020 - 2024",
    },
  ],
  filters: [
    { id: 1, label: "All" },
    { id: 2, label: "Developement" },
  ],
  projects: [
    {
      filter: 2,
      name: "Shop",
      image: "/shop.png",
      link: "https://shop.example",
    },
    { filter: 2, name: "Blog", image: "/blog.png", link: "https://b.example" },
  ],
  socialLinks: [{ label: "GitHub", url: "https://github.com/sam" }],
};

test("a translated field is shown in the language, and one left out as the default has it", () => {
  const german = translated(content, {
    profile: {
      bio: "Ich baue Dinge.",
      personalInfo: { Age: { label: "Alter" } },
    },
    experience: { Engineer: { description: "Hat den Laden gebaut." } },
    filters: { Developement: { label: "Entwicklung" } },
    projects: { Blog: { name: "Tagebuch" } },
  });
  expect(german.profile).toEqual({
    ...content.profile,
    bio: "Ich baue Dinge.",
    personalInfo: [
      { label: "Alter", value: "30" },
      { label: "Address", value: "1 Main Street" },
    ],
  });
  expect(german.experience).toEqual([
    { ...content.experience[0], description: "Hat den Laden gebaut." },
  ]);
  expect(german.filters.map((filter) => filter.label)).toEqual([
    "All",
    "Entwicklung",
  ]);
  // Every entry stays, in its order, with what is not words (its tab, picture, link) as it was.
  expect(german.projects).toEqual([
    content.projects[0],
    { ...content.projects[1], name: "Tagebuch" },
  ]);
  expect(german.education).toEqual(content.education);
  expect(german.skillCategories).toEqual(content.skillCategories);
  expect(german.socialLinks).toEqual(content.socialLinks);
});

test("an entry is found by its own name alone, and a translation gives words, nothing else", () => {
  const odd = translated(content, {
    // Names an object has of itself, without being given them.
    projects: { constructor: { name: "Konstruktor" }, toString: {} },
    // What the type check refuses, as a JavaScript file could still hold it.
    filters: { All: { label: "Alle", id: 9 } as { label: string } },
  });
  expect(odd.projects).toEqual(content.projects);
  expect(odd.filters[0]).toEqual({ id: 1, label: "Alle" });
});

test("the default language, and a language without a translation, have the parts themselves", () => {
  const parts = { profile: content.profile, projects: content.projects };
  expect(contentIn("en", parts)).toBe(parts);
  expect(contentIn(ar!, parts)).toBe(parts);
});

test("a language with a translation has the parts in it, each made once", () => {
  const german = contentIn(de!, { profile: content.profile });
  expect(german.profile.jobTitle).toBe("Entwicklerin");
  expect(german.profile.bio).toBe(content.profile.bio);
  const again = contentIn(de!, {
    profile: content.profile,
    filters: content.filters,
  });
  expect(again.profile).toBe(german.profile);
  expect(again.filters).toEqual(content.filters);
});
