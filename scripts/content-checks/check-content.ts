// Checks the owner's content as the build does: the rules in app/content-rules/schema.ts, then
// that the files it names are in public/. Every problem is one line. The build then makes the
// pictures it names (scripts/pictures.ts), which finds what is wrong inside a picture. The build's
// scripts alone import it.
import { statSync } from "node:fs";
import path from "node:path";

import type { z } from "zod";

import { legibleAccent, normalizeHex } from "../../app/colors/color";
import type { Scheme } from "../../app/colors/color-scheme";
import { analytics } from "../../app/content/analytics";
import { contact } from "../../app/content/contact";
import { profile } from "../../app/content/profile";
import { filters, projects } from "../../app/content/projects";
import { education, experience } from "../../app/content/resume";
import { skillCategories } from "../../app/content/skills";
import { socialLinks } from "../../app/content/social";
import { theme } from "../../app/content/theme";
import { contentSchema } from "../../app/content-rules/schema";

const SCHEMES: Scheme[] = ["dark", "light"];

/** Everything in app/content/, in the shape `contentSchema` checks. */
export const shippedContent = {
  profile,
  skillCategories,
  experience,
  education,
  filters,
  projects,
  socialLinks,
  theme,
  contact,
  analytics,
};

type Content = z.infer<typeof contentSchema>;

const FILES: Record<keyof Content, string> = {
  profile: "app/content/profile.ts",
  skillCategories: "app/content/skills.ts",
  experience: "app/content/resume.ts",
  education: "app/content/resume.ts",
  filters: "app/content/projects.ts",
  projects: "app/content/projects.ts",
  socialLinks: "app/content/social.ts",
  theme: "app/content/theme.ts",
  contact: "app/content/contact.ts",
  analytics: "app/content/analytics.ts",
};

/** How an entry of each list is called in a message, and the field that names it. */
const ENTRIES: Record<string, { noun: string; nameField: string }> = {
  skillCategories: { noun: "skill category", nameField: "label" },
  skills: { noun: "skill", nameField: "skillName" },
  experience: { noun: "experience entry", nameField: "title" },
  education: { noun: "education entry", nameField: "title" },
  filters: { noun: "filter", nameField: "label" },
  projects: { noun: "project", nameField: "name" },
  socialLinks: { noun: "social link", nameField: "label" },
  personalInfo: { noun: "Personal Information item", nameField: "label" },
};

/** A picture the content names: its path in public/, and the entry and field naming it. */
export type NamedPicture = { src: string; where: string };

export type ContentCheck = {
  /** Mistakes that stop the build, one line each. */
  problems: string[];
  /** Things that work but should be better, such as an accent too dark to read. */
  warnings: string[];
  /** Every picture the content names whose file is in public/. */
  pictures: NamedPicture[];
};

/** Every picture the content names: a field that names a picture adds its line here. */
export function picturesNamed(content: Content): NamedPicture[] {
  return [
    ...content.projects.map((project) => ({
      src: project.image,
      where: `${FILES.projects}: project "${project.name}", image`,
    })),
  ];
}

export function checkContent(
  content: unknown,
  publicDir = path.resolve("public"),
): ContentCheck {
  const check: ContentCheck = { problems: [], warnings: [], pictures: [] };
  const parsed = contentSchema.safeParse(content);
  if (!parsed.success) {
    check.problems = parsed.error.issues.flatMap((issue) =>
      describeIssue(issue, content),
    );
    return check;
  }

  const { resumeUrl } = parsed.data.profile;
  if (resumeUrl.startsWith("/") && !isFile(path.join(publicDir, resumeUrl)))
    check.problems.push(
      `${FILES.profile}: profile, resumeUrl: expected a file at public${resumeUrl}; there is none`,
    );
  // The accent is painted lighter on the dark scheme, darker on the light one, where it must
  // be to read: the owner hears of it for the schemes their visitors start with.
  const { accent, scheme } = parsed.data.theme;
  for (const shown of scheme === "system" ? SCHEMES : [scheme]) {
    const painted = legibleAccent(accent, shown);
    if (painted !== normalizeHex(accent))
      check.warnings.push(
        `${FILES.theme}: theme, accent: ${accent} is hard to read on the site's ${shown} background, so the pages paint it as ${painted} there; choose a ${shown === "dark" ? "lighter" : "darker"}, opaque colour to see it as it is.`,
      );
  }
  for (const picture of picturesNamed(parsed.data)) {
    if (isFile(path.join(publicDir, picture.src))) check.pictures.push(picture);
    else
      check.problems.push(
        `${picture.where}: expected a file at public${picture.src}; there is none`,
      );
  }
  return check;
}

function isFile(file: string) {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** One line for one issue: the file, the entry, the field, what was expected, what was found. */
function describeIssue(issue: z.core.$ZodIssue, content: unknown): string[] {
  const [top, ...rest] = issue.path;
  const entries: string[] = [];
  let fields: string[] = [];
  let [parent, value] = [top, child(content, top)];
  for (const segment of rest) {
    const next = child(value, segment);
    const list = ENTRIES[String(parent)];
    if (typeof segment === "number" && list) {
      const name = child(next, list.nameField);
      entries.unshift(
        typeof name === "string" && name.trim() !== ""
          ? `${list.noun} "${name}"`
          : `${list.noun} number ${segment + 1}`,
      );
      fields = [];
    } else fields.push(String(segment));
    [parent, value] = [segment, next];
  }
  const file = FILES[top as keyof Content] ?? "app/content";
  const entry = entries.join(" in ") || String(top ?? "content");
  const head = (field: string[]) =>
    `${file}: ${entry}${field.length ? `, ${field.join(".")}` : ""}`;
  return issueLines(issue, fields, value, head);
}

/** An issue's lines, each after `head` of its field: a field of no known name, or what was wrong. */
export function issueLines(
  issue: z.core.$ZodIssue,
  fields: string[],
  value: unknown,
  head: (fields: string[]) => string,
): string[] {
  if (issue.code === "unrecognized_keys")
    return issue.keys.map(
      (key) =>
        `${head([...fields, key])}: expected no field of this name; check its spelling or remove it`,
    );
  return [`${head(fields)}: ${issue.message}; ${foundText(value)}`];
}

/** What a problem's line says was found instead: the value, cut short, or that it is missing. */
export function foundText(value: unknown) {
  if (value === undefined) return "it is missing";
  const json = JSON.stringify(value) ?? String(value);
  return `found ${json.length > 60 ? `${json.slice(0, 57)}...` : json}`;
}

function child(node: unknown, key: PropertyKey | undefined): unknown {
  if (key === undefined || node === null || typeof node !== "object")
    return undefined;
  return (node as Record<PropertyKey, unknown>)[key];
}
