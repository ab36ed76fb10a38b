// @vitest-environment node
// The rules the build applies to the owner's content: the shipped files follow them, and each kind
// of mistake is reported with the file, the entry, the field and what was expected. Everything but
// the first test runs on content of its own, whatever app/content/ holds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { checkContent, shippedContent } from "./check-content";

let publicDir: string;

beforeAll(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "content-check-"));
  mkdirSync(path.join(publicDir, "images"));
  writeFileSync(path.join(publicDir, "images/app.png"), "a picture");
  writeFileSync(path.join(publicDir, "cv.pdf"), "%PDF-1.7");
  writeFileSync(
    path.join(publicDir, "images/logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"></svg>',
  );
});

afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** Content that follows every rule; each test breaks one thing in a copy of it. */
function validContent() {
  return {
    profile: {
      name: "Sam Rivera",
      jobTitle: "Web Developer",
      bio: "Builds things.",
      personalInfo: [{ label: "Email", value: "sam@example.org" }],
      resumeUrl: "https://example.org/resume",
      technologies: ["React", "Haskell"],
    },
    skillCategories: [
      {
        label: "FRONT END",
        skills: [
          { skillName: "CSS3", percentage: "75" },
          { skillName: "React.JS", percentage: "100" },
        ],
      },
    ],
    experience: [
      {
        title: "Developer",
        subTitle: "Example Ltd",
        description: "Shipped features.",
        technology: "React",
        date: "2024 - 2025",
      },
    ],
    education: [
      {
        title: "BSc",
        subTitle: "Example University",
        description: "Computing.",
        date: "2020 - 2023",
      },
    ],
    filters: [
      { id: 1, label: "All" },
      { id: 2, label: "Apps" },
      { id: 3, label: "Design" },
    ],
    projects: [
      {
        filter: 2,
        name: "Pixel App",
        image: "/images/app.png",
        link: "https://app.example.org",
      },
      {
        filter: 3,
        name: "Logo",
        image: "/images/logo.svg",
        link: "http://logo.example.org/",
      },
    ],
    socialLinks: [
      { label: "GitHub", url: "https://github.com/sam" } as {
        label: string;
        url: string;
        network?: string;
      },
    ],
    theme: { accent: "#40c4ff", scheme: "dark" },
    contact: { onStaticHost: "none" as string },
    analytics: {
      onStaticHost: { service: "none" } as Record<string, string>,
    },
  };
}

const check = (content: unknown) => checkContent(content, publicDir);

test("the content shipped in app/content/ follows every rule", () => {
  const { problems } = checkContent(shippedContent);
  expect(problems).toEqual([]);
});

test("content that follows the rules passes, with every picture it names and where", () => {
  expect(check(validContent())).toEqual({
    problems: [],
    warnings: [],
    pictures: [
      {
        src: "/images/app.png",
        where: 'app/content/projects.ts: project "Pixel App", image',
      },
      {
        src: "/images/logo.svg",
        where: 'app/content/projects.ts: project "Logo", image',
      },
    ],
  });
});

test("a percentage over 100 names the file, the skill, its category and the field", () => {
  const content = validContent();
  content.skillCategories[0]!.skills[0]!.percentage = "110";
  expect(check(content).problems).toEqual([
    'app/content/skills.ts: skill "CSS3" in skill category "FRONT END", percentage: expected a whole number from 0 to 100 written as a string, such as "70"; found "110"',
  ]);
});

test("a percentage must be a whole number written as a string", () => {
  for (const percentage of ["7.5", "-1", "070", " 70", "", 70]) {
    const content = validContent();
    Object.assign(content.skillCategories[0]!.skills[1]!, { percentage });
    expect(check(content).problems, String(percentage)).toHaveLength(1);
  }
});

test("a link that is not an absolute web address is reported with the project's name", () => {
  const content = validContent();
  content.projects[0]!.link = "app.example.org";
  expect(check(content).problems).toEqual([
    'app/content/projects.ts: project "Pixel App", link: expected an absolute http(s) URL, such as "https://example.com/my-app"; found "app.example.org"',
  ]);
});

test("a social link is an https link or an email address; the résumé a link or a file in public/", () => {
  const content = validContent();
  content.socialLinks[0]!.url = "javascript:alert(1)";
  content.profile.resumeUrl = "http://example.org/cv";
  expect(check(content).problems).toEqual([
    'app/content/profile.ts: profile, resumeUrl: expected an https link, such as "https://drive.example.com/my-cv", or the path of a file in public/, such as "/cv.pdf"; found "http://example.org/cv"',
    'app/content/social.ts: social link "GitHub", url: expected an https link, such as "https://github.com/me", or an email address as "mailto:me@example.com"; found "javascript:alert(1)"',
  ]);
  const local = validContent();
  local.profile.resumeUrl = "/cv.pdf";
  local.socialLinks.push({ label: "Email", url: "mailto:sam@example.org" });
  expect(check(local).problems).toEqual([]);
  local.profile.resumeUrl = "/missing-cv.pdf";
  expect(check(local).problems).toEqual([
    "app/content/profile.ts: profile, resumeUrl: expected a file at public/missing-cv.pdf; there is none",
  ]);
});

test("a project image that is not in public/ is reported with the path looked at", () => {
  const content = validContent();
  content.projects[1]!.image = "/images/missing.png";
  expect(check(content).problems).toEqual([
    'app/content/projects.ts: project "Logo", image: expected a file at public/images/missing.png; there is none',
  ]);
});

test("an image must be a common picture format, given by its path in public/", () => {
  const content = validContent();
  for (const image of ["/images/app.bmp", "images/app.png", "/../app.png"]) {
    content.projects[0]!.image = image;
    expect(check(content).problems, image).toEqual([
      `app/content/projects.ts: project "Pixel App", image: expected the path of a PNG, JPEG, WebP, AVIF, GIF or SVG file in public/, starting with "/", such as "/images/projects/my-app.png"; found "${image}"`,
    ]);
  }
});

test("a project is listed under one of the tabs after All", () => {
  const content = validContent();
  content.projects[0]!.filter = 7;
  content.projects[1]!.filter = 1;
  const expected =
    'expected the id of one of the filter tabs after All (2 for "Apps", 3 for "Design")';
  expect(check(content).problems).toEqual([
    `app/content/projects.ts: project "Pixel App", filter: ${expected}; found 7`,
    `app/content/projects.ts: project "Logo", filter: ${expected}; found 1`,
  ]);
});

test("a fourth tab with a long label is one more tab, and one picture may serve two projects", () => {
  const content = validContent();
  content.filters.push({
    id: 4,
    label: "Open Source Contributions and Experiments",
  });
  content.projects.push({
    ...content.projects[0]!,
    name: "Second Use",
    filter: 4,
  });
  expect(check(content).problems).toEqual([]);
});

test("names that the pages tell entries apart by are unique", () => {
  const content = validContent();
  content.projects[1]!.name = "Pixel App";
  content.skillCategories[0]!.skills[1]!.skillName = "CSS3";
  expect(check(content).problems).toEqual([
    'app/content/skills.ts: skill "CSS3" in skill category "FRONT END", skillName: expected a skillName in its category of its own; found "CSS3"',
    'app/content/projects.ts: project "Pixel App", name: expected a name of its own; found "Pixel App"',
  ]);
});

test("a missing or empty text, and a misspelt field, are named", () => {
  const content = validContent();
  content.experience[0]!.subTitle = "  ";
  const education = content.education[0] as Record<string, unknown>;
  delete education.date;
  education.dates = "2020 - 2023";
  expect(check(content).problems).toEqual([
    'app/content/resume.ts: experience entry "Developer", subTitle: expected some text, not blanks; found "  "',
    'app/content/resume.ts: education entry "BSc", date: expected some text; it is missing',
    'app/content/resume.ts: education entry "BSc", dates: expected no field of this name; check its spelling or remove it',
  ]);
});

test("an entry without a name is called by its position", () => {
  const content = validContent();
  content.projects[1]!.name = "";
  expect(check(content).problems).toEqual([
    'app/content/projects.ts: project number 2, name: expected some text, not blanks; found ""',
  ]);
});

test("the name is written once: Personal Information does not repeat it", () => {
  const content = validContent();
  content.profile.personalInfo.unshift({ label: "Name", value: "Sam Rivera" });
  expect(check(content).problems).toEqual([
    'app/content/profile.ts: Personal Information item "Name", label: expected a label other than Name: the page shows profile.name there; found "Name"',
  ]);
});

test("a network named for a link must be one the site has an icon for", () => {
  const content = validContent();
  content.socialLinks[0]!.network = "myspace";
  expect(check(content).problems).toEqual([
    expect.stringMatching(
      /^app\/content\/social\.ts: social link "GitHub", network: expected one of "github", .*"website", "link", or no network field; found "myspace"$/,
    ),
  ]);
});

test("the starting accent is a hex colour; one hard to read on a starting scheme builds, with a warning", () => {
  const content = validContent();
  content.theme.accent = "green";
  expect(check(content).problems).toEqual([
    'app/content/theme.ts: theme, accent: expected a hex colour, such as "#5dff40"; found "green"',
  ]);
  content.theme.accent = "#102030";
  const dark = check(content);
  expect(dark.problems).toEqual([]);
  expect(dark.warnings).toEqual([
    expect.stringMatching(
      /^app\/content\/theme\.ts: theme, accent: #102030 is hard to read on the site's dark background, so the pages paint it as #[0-9a-f]{6} there; choose a lighter, opaque colour/,
    ),
  ]);
  // Dark blue reads on the light scheme; light yellow does not, and is painted darker there.
  content.theme.scheme = "light";
  expect(check(content).warnings).toEqual([]);
  content.theme.accent = "#f8e71c";
  expect(check(content).warnings).toEqual([
    "app/content/theme.ts: theme, accent: #f8e71c is hard to read on the site's light background, so the pages paint it as #7b720e there; choose a darker, opaque colour to see it as it is.",
  ]);
  // Starting with the visitor's system, both schemes count.
  content.theme.scheme = "system";
  content.theme.accent = "#102030";
  expect(check(content).warnings).toEqual([
    expect.stringContaining("on the site's dark background"),
  ]);
});

test("the starting scheme is dark, light or system", () => {
  const content = validContent();
  content.theme.scheme = "sepia";
  expect(check(content).problems).toEqual([
    'app/content/theme.ts: theme, scheme: expected "dark", "light" or "system"; found "sepia"',
  ]);
});

test("a static host's analytics service is one the export knows, with the identifier it needs", () => {
  const content = validContent();
  content.analytics.onStaticHost = { service: "google" };
  expect(check(content).problems).toEqual([
    'app/content/analytics.ts: analytics, onStaticHost.service: expected service "none", "goatcounter", "plausible", "umami" or "cloudflare"; found "google"',
  ]);
  content.analytics.onStaticHost = { service: "goatcounter", code: "Me Here" };
  expect(check(content).problems).toEqual([
    'app/content/analytics.ts: analytics, onStaticHost.code: expected your GoatCounter code, as in https://CODE.goatcounter.com; found "Me Here"',
  ]);
  content.analytics.onStaticHost = {
    service: "plausible",
    domain: "me.github.io",
  };
  expect(check(content).problems).toEqual([]);
});

test("how the contact form sends on a static host is one of the ways the export knows", () => {
  const content = validContent();
  content.contact.onStaticHost = "carrier-pigeon";
  expect(check(content).problems).toEqual([
    'app/content/contact.ts: contact, onStaticHost: expected "email-service", "netlify" or "none"; found "carrier-pigeon"',
  ]);
});
