import type { SkillCategory } from "~/content-rules/schema";

export const skillCategories = [
  {
    label: "PROGRAMMING",
    skills: [
      { skillName: "C++", percentage: "90" },
      { skillName: "Javascript", percentage: "60" },
      { skillName: "Python", percentage: "50" },
      { skillName: "C#", percentage: "30" },
    ],
  },
  {
    label: "FRONT END",
    skills: [
      { skillName: "HTML5", percentage: "80" },
      { skillName: "CSS3", percentage: "60" },
      { skillName: "React.JS", percentage: "70" },
    ],
  },
  {
    label: "BACK END",
    skills: [
      { skillName: "JavaScript", percentage: "70" },
      { skillName: "Node.js", percentage: "60" },
      { skillName: "Express.js", percentage: "60" },
    ],
  },
  {
    label: "TOOLS",
    skills: [
      { skillName: "Github", percentage: "70" },
      { skillName: "Postman", percentage: "50" },
      { skillName: "Docker", percentage: "60" },
      { skillName: "AWS", percentage: "40" },
      { skillName: "Digital Ocean", percentage: "50" },
    ],
  },
  {
    label: "DATABASES",
    skills: [
      { skillName: "SQL", percentage: "70" },
      { skillName: "MONGO DB", percentage: "46" },
    ],
  },
] satisfies ReadonlyArray<SkillCategory>;
