// Guards the sample content this template ships with: the product's own skills, projects, tabs
// and title. It is the only test that pins content. When the content in app/content/ is yours,
// delete this file; every other test follows whatever the content says.
import { networkOf } from "~/icons/network-of";

import { profile } from "~/content/profile";
import { filters, projects } from "~/content/projects";
import { education, experience } from "~/content/resume";
import { skillCategories } from "~/content/skills";
import { socialLinks } from "~/content/social";
import { theme } from "~/content/theme";
import { contact } from "~/content/contact";
import { languages } from "~/content/languages";

test("the title is MERN Stack Developer", () => {
  expect(profile.jobTitle).toBe("MERN Stack Developer");
});

test("the skills are the five categories with their percentages", () => {
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

test("the filters are All, Developement and Design with ids 1, 2 and 3", () => {
  expect(filters).toEqual([
    { id: 1, label: "All" },
    { id: 2, label: "Developement" },
    { id: 3, label: "Design" },
  ]);
});

test("the six projects are all in Developement (id 2), so Design is empty", () => {
  expect(projects.map((project) => [project.filter, project.name])).toEqual([
    [2, "Code Chat"],
    [2, "Notes App"],
    [2, "College Marketplace"],
    [2, "Invoice Management System"],
    [2, "File Sharing App"],
    [2, "SQL Compiler"],
  ]);
});

test("the personal information list is Age, Address, Email and Contact No, after the name", () => {
  expect(profile.personalInfo.map((item) => item.label)).toEqual([
    "Age",
    "Address",
    "Email",
    "Contact No",
  ]);
});

test("the About page shows the four MERN technologies", () => {
  expect(profile.technologies).toEqual([
    "MongoDB",
    "Express",
    "React",
    "Node.js",
  ]);
});

test("the resume has one experience entry and three education entries", () => {
  expect(experience.map((entry) => entry.date)).toEqual([
    "May 2023 - Aug 2023",
  ]);
  expect(education.map((entry) => entry.date)).toEqual([
    "2021 - 2025",
    "2018 - 2020",
    "2017 - 2018",
  ]);
});

test("the social links are a professional network, a code host and two coding-practice sites", () => {
  expect(socialLinks.map((link) => networkOf(link))).toEqual([
    "linkedin",
    "github",
    "leetcode",
    "geeksforgeeks",
  ]);
});

test("exported for a static host, the form sends straight to the email service", () => {
  expect(contact.onStaticHost).toBe("email-service");
});

test("every visit starts with the accent #5dff40", () => {
  expect(theme.accent).toBe("#5dff40");
});

test("the site is in one language, English, its days written the British way", () => {
  expect(Object.keys(languages)).toEqual(["en"]);
  expect(languages.en.locale).toBe("en-GB");
});
