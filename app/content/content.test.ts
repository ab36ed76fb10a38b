// The owner edits app/content/ by hand: these checks turn a typo there into a failing test.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { profile } from "./profile";
import { ALL_FILTER_ID, filters, projects } from "./projects";
import { education, experience } from "./resume";
import { skillCategories } from "./skills";
import { socialLinks } from "./social";

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

test("skills are the spec's five categories with their percentages", () => {
  const asText = skillCategories.map(
    (category) =>
      `${category.label}: ${category.skills.map((s) => `${s.skillName} ${s.percentage}`).join(", ")}`,
  );
  expect(asText).toEqual([
    "PROGRAMMING: C++ 90, Javascript 60, Python 50, C# 30",
    "FRONT END: HTML5 80, CSS3 60, React.JS 70",
    "BACK END: JavaScript 70, Node.js 60, Express.js 60",
    "TOOLS: Github 70, Postman 50, Docker 60, AWS 40, Digital Ocean 50",
    "DATABASES: SQL 70, MONGO DB 46",
  ]);
});

test("every percentage is a whole number from 0 to 100 written as a string", () => {
  for (const skill of skillCategories.flatMap((category) => category.skills)) {
    expect(skill.percentage, skill.skillName).toMatch(/^(100|[1-9]?[0-9])$/);
  }
});

test("filters are All, Developement and Design with ids 1, 2 and 3", () => {
  expect(filters).toEqual([
    { filterId: 1, label: "All" },
    { filterId: 2, label: "Developement" },
    { filterId: 3, label: "Design" },
  ]);
  expect(ALL_FILTER_ID).toBe(1);
});

test("there are six projects, each in a known category, with a unique name and an https link", () => {
  expect(projects).toHaveLength(6);
  const filterIds = filters.map((filter) => filter.filterId);
  for (const project of projects) {
    expect(filterIds, project.name).toContain(project.id);
    expect(isHttpsUrl(project.link), project.link).toBe(true);
  }
  expect(new Set(projects.map((p) => p.name)).size).toBe(projects.length);
});

test("every project image exists in public/ and has its stated size", () => {
  for (const project of projects) {
    const file = path.join("public", project.image);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg, file).toContain(`width="${project.imageWidth}"`);
    expect(svg, file).toContain(`height="${project.imageHeight}"`);
  }
});

test("the personal information list has the spec's five labels, each with a value", () => {
  expect(profile.personalInfo.map((item) => item.label)).toEqual([
    "Name",
    "Age",
    "Address",
    "Email",
    "Contact No",
  ]);
  for (const item of profile.personalInfo)
    expect(item.value.trim(), item.label).not.toBe("");
  expect(profile.jobTitle).toBe("MERN Stack Developer");
  expect(isHttpsUrl(profile.resumeUrl)).toBe(true);
});

test("the resume has one experience entry and three education entries, every field filled", () => {
  expect(experience).toHaveLength(1);
  expect(education).toHaveLength(3);
  for (const entry of [...experience, ...education]) {
    for (const [field, value] of Object.entries(entry)) {
      expect(value.trim(), `${entry.title}.${field}`).not.toBe("");
    }
  }
});

test("social links: a professional network, a code host and two coding-practice sites, over https", () => {
  expect(socialLinks.map((link) => link.network)).toEqual([
    "linkedin",
    "github",
    "leetcode",
    "geeksforgeeks",
  ]);
  for (const link of socialLinks)
    expect(isHttpsUrl(link.url), link.url).toBe(true);
});
