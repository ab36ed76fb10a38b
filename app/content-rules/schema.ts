// The rules the owner's content follows, and the types the content files check their data against
// with `satisfies`. The build checks every file against the rules (scripts/content-checks/); pages
// take only the types from here, so the browser never downloads the rules.
import { z } from "zod";

import { NETWORK_ICONS } from "~/icons/icon-set";
import type { Network } from "~/icons/icon-set";
import { SCHEME_CHOICES } from "~/colors/color-scheme";

/** What a post's file may be called, and so its address: lowercase letters, digits, hyphens. */
export const POST_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const TEXT = "expected some text";
const LINK =
  'expected an absolute http(s) URL, such as "https://example.com/my-app"';
const PERCENTAGE =
  'expected a whole number from 0 to 100 written as a string, such as "70"';
const IMAGE =
  'expected the path of a PNG, JPEG, WebP, AVIF, GIF or SVG file in public/, starting with "/", ' +
  'such as "/images/projects/my-app.png"';
const FILE_OR_LINK =
  'expected an https link, such as "https://drive.example.com/my-cv", or the path of a file ' +
  'in public/, such as "/cv.pdf"';
const SOCIAL =
  'expected an https link, such as "https://github.com/me", or an email address as ' +
  '"mailto:me@example.com"';
const HEX = 'expected a hex colour, such as "#5dff40"';

/** Some text, not only blanks: every word the owner writes. */
export const text = z
  .string({ error: TEXT })
  .refine((value) => value.trim() !== "", { error: `${TEXT}, not blanks` });

const parsedUrl = (value: string) =>
  URL.canParse(value) ? new URL(value) : null;
const isWebLink = (value: string) => {
  const url = parsedUrl(value);
  return (
    (url?.protocol === "https:" || url?.protocol === "http:") &&
    url.hostname !== ""
  );
};
const isHttpsLink = (value: string) =>
  isWebLink(value) && value.startsWith("https:");
/** A path below public/, as a page links it: "/cv.pdf". */
const isPublicPath = (value: string) =>
  /^\/[^?#\\]*[^/]$/.test(value) && !value.split("/").includes("..");

/** A string passing `test` or matching `pattern`; anything else, string or not, gets `error`. */
const checked = (error: string, test: (value: string) => boolean) =>
  z.string({ error }).refine(test, { error });
const matching = (error: string, pattern: RegExp) =>
  z.string({ error }).regex(pattern, { error });

const link = checked(LINK, isWebLink);

/** The path of a picture in public/, from its root and never out of it: "/images/app.png". */
export const isPublicPicture = (value: string) =>
  /^\/[^?#]*[^/]\.(?:png|jpe?g|webp|avif|gif|svg)$/i.test(value) &&
  !value.split("/").includes("..");
export const publicPicture = (error: string) => checked(error, isPublicPicture);

export const profileSchema = z.strictObject({
  name: text,
  jobTitle: text,
  /** One paragraph on the About Me page. */
  bio: text,
  /** The Personal Information list on the About Me page, shown after the name, in this order. */
  personalInfo: z.array(z.strictObject({ label: text, value: text })),
  /** Named under the About page, each by its own mark where the site has one. */
  technologies: z.array(text),
  /** The résumé the Resume page's Open Resume button opens: a link, or a file in public/. */
  resumeUrl: checked(
    FILE_OR_LINK,
    (value) => isHttpsLink(value) || isPublicPath(value),
  ),
});

export const skillSchema = z.strictObject({
  skillName: text,
  percentage: matching(PERCENTAGE, /^(100|[1-9]?[0-9])$/),
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

export const educationEntrySchema = experienceEntrySchema.omit({
  technology: true,
});

export const filterSchema = z.strictObject({
  id: z.int({ error: "expected a whole number, such as 2" }),
  label: text,
});

export const projectSchema = z.strictObject({
  /** The id of the filter tab the project is listed under (every project is listed under All). */
  filter: z.int({
    error: "expected the id of one of the filter tabs, such as 2",
  }),
  name: text,
  /** Path of the project's picture in public/; the build makes what visitors receive of it. */
  image: publicPicture(IMAGE),
  link,
  /** The post that tells how the project was made: its file's name in app/content/posts/. */
  story: matching(
    'expected the name of a post\'s file without ".md", such as "sql-compiler"',
    POST_NAME,
  ).optional(),
});

const NETWORKS = Object.keys(NETWORK_ICONS) as [Network, ...Network[]];

export const socialLinkSchema = z.strictObject({
  label: text,
  url: checked(
    SOCIAL,
    (value) => isHttpsLink(value) || parsedUrl(value)?.protocol === "mailto:",
  ),
  /** Only where the address does not say it (a Mastodon server of one's own, a website). */
  network: z
    .enum(NETWORKS, {
      error: `expected one of ${NETWORKS.map((n) => `"${n}"`).join(", ")}, or no network field`,
    })
    .optional(),
});

export const themeSchema = z.strictObject({
  /** The accent every visit starts with. */
  accent: matching(HEX, /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i),
  /** The colour scheme every visit starts with: one of the two, or the visitor's system's. */
  scheme: z.enum(SCHEME_CHOICES, {
    error: 'expected "dark", "light" or "system"',
  }),
});

/** How the contact form sends on a static host, where no server keeps messages. */
export const STATIC_CONTACT_WAYS = [
  "email-service",
  "netlify",
  "none",
] as const;

export const contactSchema = z.strictObject({
  onStaticHost: z.enum(STATIC_CONTACT_WAYS, {
    error: 'expected "email-service", "netlify" or "none"',
  }),
});

/** A privacy-friendly analytics service a static host's pages may load; none by default. */
export const analyticsSchema = z.strictObject({
  onStaticHost: z.discriminatedUnion(
    "service",
    [
      z.strictObject({ service: z.literal("none") }),
      // Your code: https://CODE.goatcounter.com.
      z.strictObject({
        service: z.literal("goatcounter"),
        code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, {
          error:
            "expected your GoatCounter code, as in https://CODE.goatcounter.com",
        }),
      }),
      // The site's domain as Plausible knows it.
      z.strictObject({
        service: z.literal("plausible"),
        domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, {
          error:
            "expected the site's domain as Plausible has it, such as me.github.io",
        }),
      }),
      z.strictObject({
        service: z.literal("umami"),
        websiteId: z.uuid({
          error: "expected the website ID Umami gives, a UUID",
        }),
      }),
      z.strictObject({
        service: z.literal("cloudflare"),
        token: z.string().regex(/^[0-9a-f]{32}$/, {
          error:
            "expected the 32-character token Cloudflare Web Analytics gives",
        }),
      }),
    ],
    {
      error:
        'expected service "none", "goatcounter", "plausible", "umami" or "cloudflare"',
    },
  ),
});

/** Everything in app/content/, with the rules that span entries: unique names, known tabs. */
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
    projects: z.array(projectSchema),
    socialLinks: z.array(socialLinkSchema),
    theme: themeSchema,
    contact: contactSchema,
    analytics: analyticsSchema,
  })
  .superRefine((content, context) => {
    const report = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: "custom", path, message });

    const unique = <T>(
      items: ReadonlyArray<T>,
      path: PropertyKey[],
      field: keyof T & string,
      what: string = field,
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
    unique(content.profile.personalInfo, ["profile", "personalInfo"], "label");
    unique(content.skillCategories, ["skillCategories"], "label");
    content.skillCategories.forEach((category, index) =>
      unique(
        category.skills,
        ["skillCategories", index, "skills"],
        "skillName",
        "skillName in its category",
      ),
    );
    unique(content.filters, ["filters"], "id");
    unique(content.filters, ["filters"], "label");
    unique(content.projects, ["projects"], "name");
    unique(content.socialLinks, ["socialLinks"], "url");

    // The first tab shows every project; each project is listed under one of the others.
    const tabs = content.filters.slice(1);
    content.projects.forEach((project, index) => {
      if (tabs.some((filter) => filter.id === project.filter)) return;
      report(
        ["projects", index, "filter"],
        tabs.length === 0
          ? "expected a filter tab besides the first (All); there is none"
          : `expected the id of one of the filter tabs after All (${tabs
              .map((filter) => `${filter.id} for "${filter.label}"`)
              .join(", ")})`,
      );
    });
  });

export type Profile = z.infer<typeof profileSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type SkillCategory = z.infer<typeof skillCategorySchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Filter = z.infer<typeof filterSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type StaticContact = Contact["onStaticHost"];
export type Analytics = z.infer<typeof analyticsSchema>;
export type AnalyticsService = Analytics["onStaticHost"];
