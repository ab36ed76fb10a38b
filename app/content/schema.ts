// The rules the owner's content follows, one schema per kind of content. The build checks every
// file in this folder against them (scripts/check-content.js), and so do the unit tests, so a
// mistake stops the build with a message that names the file, the entry and the field.
// Only types are taken from here by the pages, so the browser never downloads the rules.
import { z } from "zod";

const TEXT = "expected some text";
const LINK =
  'expected an absolute http(s) URL, such as "https://example.com/my-app"';
const PERCENTAGE =
  'expected a whole number from 0 to 100 written as a string, such as "70"';
const IMAGE =
  'expected the path of a PNG, JPEG, WebP, AVIF or SVG file in public/, starting with "/", ' +
  'such as "/images/projects/my-app.png"';

/** The networks the contact page has an icon for. */
export const SOCIAL_NETWORKS = [
  "linkedin",
  "github",
  "leetcode",
  "geeksforgeeks",
] as const;

const text = z
  .string({ error: TEXT })
  .refine((value) => value.trim() !== "", { error: `${TEXT}, not blanks` });

const link = z.string({ error: LINK }).refine(isWebLink, { error: LINK });

function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.hostname !== ""
    );
  } catch {
    return false;
  }
}

export const profileSchema = z.strictObject({
  name: text,
  jobTitle: text,
  /** One paragraph on the About Me page. */
  bio: text,
  /** The Personal Information list on the About Me page, shown after the name, in this order. */
  personalInfo: z.array(z.strictObject({ label: text, value: text })),
  /** The shared folder that holds the résumé; opened from the Resume page. */
  resumeUrl: link,
});

export const skillSchema = z.strictObject({
  skillName: text,
  percentage: z.string({ error: PERCENTAGE }).regex(/^(100|[1-9]?[0-9])$/, {
    error: PERCENTAGE,
  }),
});

export const skillCategorySchema = z.strictObject({
  label: text,
  skills: z.array(skillSchema).min(1, { error: "expected at least one skill" }),
});

export const experienceEntrySchema = z.strictObject({
  title: text,
  subTitle: text,
  description: text,
  technology: text,
  date: text,
});

export const educationEntrySchema = z.strictObject({
  title: text,
  subTitle: text,
  description: text,
  date: text,
});

export const projectSchema = z.strictObject({
  /** The filter category this project belongs to: the `filterId` of one of the tabs. */
  id: z.int({ error: "expected the filterId of one of the tabs, such as 2" }),
  name: text,
  /** Path of the project's picture in public/; the build reads its width and height. */
  image: z
    .string({ error: IMAGE })
    .regex(/^\/[^?#]*[^/]\.(?:png|jpe?g|webp|avif|svg)$/i, { error: IMAGE })
    .refine((image) => !image.split("/").includes(".."), { error: IMAGE }),
  link,
});

export const filterSchema = z.strictObject({
  filterId: z.int({ error: "expected a whole number, such as 2" }),
  label: text,
});

export const socialLinkSchema = z.strictObject({
  /** Which icon to show. */
  network: z.enum(SOCIAL_NETWORKS, {
    error: `expected one of ${SOCIAL_NETWORKS.map((n) => `"${n}"`).join(", ")}`,
  }),
  label: text,
  url: link,
});

/** Everything in app/content/, with the rules that span entries: unique names, known ids. */
export const contentSchema = z
  .strictObject({
    profile: profileSchema,
    skillCategories: z
      .array(skillCategorySchema)
      .min(1, { error: "expected at least one category" }),
    experience: z.array(experienceEntrySchema),
    education: z.array(educationEntrySchema),
    filters: z
      .array(filterSchema)
      .min(1, { error: "expected at least the All tab" }),
    allFilterId: z.int(),
    projects: z.array(projectSchema),
    socialLinks: z.array(socialLinkSchema),
  })
  .superRefine((content, context) => {
    const report = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: "custom", path, message });

    const unique = <T>(
      items: ReadonlyArray<T>,
      path: PropertyKey[],
      field: keyof T & string,
      what: string,
    ) => {
      const seen = new Set<unknown>();
      items.forEach((item, index) => {
        const value = item[field];
        if (seen.has(value))
          report([...path, index, field], `expected a ${what} of its own`);
        seen.add(value);
      });
    };

    content.profile.personalInfo.forEach((item, index) => {
      if (item.label.trim().toLowerCase() === "name")
        report(
          ["profile", "personalInfo", index, "label"],
          "expected a label other than Name: the page shows profile.name there",
        );
    });
    unique(
      content.profile.personalInfo,
      ["profile", "personalInfo"],
      "label",
      "label",
    );
    unique(content.skillCategories, ["skillCategories"], "label", "label");
    content.skillCategories.forEach((category, index) =>
      unique(
        category.skills,
        ["skillCategories", index, "skills"],
        "skillName",
        "skillName in its category",
      ),
    );
    unique(content.filters, ["filters"], "filterId", "filterId");
    unique(content.filters, ["filters"], "label", "label");
    unique(content.projects, ["projects"], "name", "name");
    unique(content.socialLinks, ["socialLinks"], "network", "network");

    const allTab = content.filters.find(
      (filter) => filter.filterId === content.allFilterId,
    );
    if (!allTab) {
      report(
        ["allFilterId"],
        `expected the filterId of the tab that shows every project (${listTabs(content.filters)})`,
      );
      return;
    }
    const categories = content.filters.filter((filter) => filter !== allTab);
    content.projects.forEach((project, index) => {
      if (categories.some((filter) => filter.filterId === project.id)) return;
      report(
        ["projects", index, "id"],
        categories.length === 0
          ? "expected a category tab in filters besides All; there is none"
          : `expected the filterId of one of the category tabs (${listTabs(categories)})`,
      );
    });
  });

function listTabs(filters: ReadonlyArray<z.infer<typeof filterSchema>>) {
  return filters
    .map((filter) => `${filter.filterId} for "${filter.label}"`)
    .join(", ");
}
