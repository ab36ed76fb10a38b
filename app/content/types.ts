// Shapes of the owner's content, taken from the rules in schema.ts so the two cannot drift.
// Every file in this folder checks its data against these with `satisfies`; the build checks
// what a type cannot (ranges, links, ids, images).
import type { z } from "zod";

import type {
  educationEntrySchema,
  experienceEntrySchema,
  filterSchema,
  profileSchema,
  projectSchema,
  skillCategorySchema,
  skillSchema,
  socialLinkSchema,
  themeSchema,
} from "./schema";

export type { Network } from "~/icons/icon-set";

export type Profile = z.infer<typeof profileSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type SkillCategory = z.infer<typeof skillCategorySchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Filter = z.infer<typeof filterSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Theme = z.infer<typeof themeSchema>;

/** An image's size in pixels, as the build reads it from the file. */
export type ImageSize = { width: number; height: number };
