// Shapes of the owner's content. Every file in this folder checks its data against these
// with `satisfies`, and content.test.ts checks the values a type cannot (ranges, URLs, ids).

export type Profile = {
  name: string;
  jobTitle: string;
  /** One paragraph on the About Me page. */
  bio: string;
  /** Shown as the Personal Information list, in this order. */
  personalInfo: ReadonlyArray<{ label: string; value: string }>;
  /** The shared folder that holds the résumé; opened from the Resume page. */
  resumeUrl: string;
};

export type Skill = { skillName: string; percentage: string };
export type SkillCategory = { label: string; skills: ReadonlyArray<Skill> };

export type ExperienceEntry = {
  title: string;
  subTitle: string;
  description: string;
  technology: string;
  date: string;
};

export type EducationEntry = {
  title: string;
  subTitle: string;
  description: string;
  date: string;
};

export type Project = {
  /** The filter category this project belongs to (see `filters`). */
  id: number;
  name: string;
  /** Path of an image under public/, shown at `imageWidth` x `imageHeight`. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  link: string;
};

export type Filter = { filterId: number; label: string };

export type SocialLink = {
  /** Stable key that picks the icon. */
  network: "linkedin" | "github" | "leetcode" | "geeksforgeeks";
  label: string;
  url: string;
};
