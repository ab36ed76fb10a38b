// The build's list of what is not translated yet, for a small content of its own: a line for each
// field a visitor reads as prose that a language's translation leaves out, and none for the rest.
import type { SiteContent } from "../../app/content-rules/content-in";
import { translationGaps } from "./translation-gaps";

const content: SiteContent = {
  profile: {
    name: "Sam Example",
    jobTitle: "Developer",
    bio: "I build things.",
    personalInfo: [{ label: "Phone", value: "+1 555 0100" }],
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
      date: "2023",
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

test("each prose field a language's translation leaves out is a line, in the order of its file", () => {
  const lines = translationGaps(
    content,
    {
      de: {
        profile: { bio: "Ich baue Dinge.", personalInfo: { Phone: {} } },
        experience: { Engineer: { title: "Ingenieurin" } },
        filters: { All: { label: "Alle" }, Web: { label: "Web" } },
        projects: { Shop: { name: "Laden" } },
      },
    },
    ["en", "de"],
  );
  expect(lines).toEqual([
    "de: profile.jobTitle is not translated",
    'de: profile.personalInfo "Phone".label is not translated',
    'de: experience "Engineer".description is not translated',
    'de: skillCategories "TOOLS".label is not translated',
  ]);
});

test("a language with no translation at all has a line for every prose field; the default, none", () => {
  expect(translationGaps(content, {}, ["en", "ar"])).toEqual([
    "ar: profile.jobTitle is not translated",
    "ar: profile.bio is not translated",
    'ar: profile.personalInfo "Phone".label is not translated',
    'ar: experience "Engineer".title is not translated',
    'ar: experience "Engineer".description is not translated',
    'ar: skillCategories "TOOLS".label is not translated',
    'ar: filters "All".label is not translated',
    'ar: filters "Web".label is not translated',
    'ar: projects "Shop".name is not translated',
  ]);
  expect(translationGaps(content, {}, ["en"])).toEqual([]);
});

test("what is usually the same in every language is not asked for: places, dates, values, networks", () => {
  const lines = translationGaps(content, {}, ["en", "de"]);
  for (const same of ["value", "subTitle", "date", "technology", "GitHub"])
    expect(lines.join("\n")).not.toContain(same);
});
