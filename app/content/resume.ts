import type { EducationEntry, ExperienceEntry } from "~/content-rules/schema";

// Placeholder history: organisations and details are fictional and meant to be replaced.
export const experience = [
  {
    title: "Software Engineer Extern",
    subTitle: "Example Online Judge",
    description:
      "Built features for an online judge used by thousands of competitive programmers: " +
      "a submissions dashboard, faster problem search and a REST API for contest results.",
    technology: "React, Node.js, Express, MongoDB",
    date: "May 2023 - Aug 2023",
  },
] satisfies ReadonlyArray<ExperienceEntry>;

export const education = [
  {
    title: "Bachelor of Technology in Computer Science",
    subTitle: "Example Institute of Technology",
    description:
      "Data structures, algorithms, databases, operating systems and web engineering.",
    date: "2021 - 2025",
  },
  {
    title: "Higher Secondary",
    subTitle: "Example Senior Secondary School",
    description: "Physics, Chemistry, Mathematics and Computer Science.",
    date: "2018 - 2020",
  },
  {
    title: "Secondary",
    subTitle: "Example High School",
    description: "Science and Mathematics.",
    date: "2017 - 2018",
  },
] satisfies ReadonlyArray<EducationEntry>;
