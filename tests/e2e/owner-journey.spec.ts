// An owner makes the site theirs by editing app/content/ and public/ only. These tests make such an
// edit in a copy of the project (a new name and title, other percentages, one project removed, a
// new one with a PNG picture, fewer social links), build the copy, serve it on a port of its own
// and read its pages; and they check that a mistake in the content stops the build with a message
// that says where. The edit is written as statements added to the end of the content files, so it
// applies to whatever content is there.
import { spawn, type ChildProcess } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { Resvg } from "@resvg/resvg-js";

import { profile } from "../../app/content/profile";
import { filters, projects } from "../../app/content/projects";
import { skillCategories } from "../../app/content/skills";
import { socialLinks } from "../../app/content/social";
import { expect, test } from "./fixtures";
import { asHtmlText, horizontalOverflow } from "./page-helpers";
import { E2E_PORT } from "./site-url";

// Past the ports the proxy and server suites use (E2E_PORT+2 to +9).
const OWNER_SITE_PORT = E2E_PORT + 10;
const ownerSite = `http://127.0.0.1:${OWNER_SITE_PORT}`;

// Longer than the sample's, with an apostrophe and an accent, as real names are.
const NEW_NAME = "Maximiliana O'Hara-Fernández";
const NEW_TITLE = "Senior Creative Front-End Engineer";
// The new project goes under the last category tab; the first project is removed.
const newProjectTab = filters.at(-1)!;
const NEW_PROJECT = {
  filter: newProjectTab.id,
  name: "Tide & Time",
  image: "/images/projects/tide-and-time.png",
  link: "https://tide-and-time.example.org/",
};
const removedProject = projects[0]!;
const keptProjects = projects.slice(1);
const keptSocialLinks = socialLinks.slice(0, 2);

const OWNER_EDIT = {
  "app/content/profile.ts": `
profile.name = ${JSON.stringify(NEW_NAME)};
profile.jobTitle = ${JSON.stringify(NEW_TITLE)};
`,
  "app/content/skills.ts": `
for (const category of skillCategories)
  for (const skill of category.skills)
    skill.percentage = String(100 - Number(skill.percentage));
`,
  "app/content/projects.ts": `
projects.splice(0, 1);
projects.push(${JSON.stringify(NEW_PROJECT)});
`,
  "app/content/social.ts": `
socialLinks.splice(${keptSocialLinks.length});
`,
};

/** A copy of what the build reads, with the installed packages linked rather than copied. */
function copyProject() {
  const root = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), "owner-journey-"));
  for (const entry of [
    "app",
    "public",
    "scripts",
    "server",
    "server.ts",
    "remix.config.js",
    "remix.env.d.ts",
    "tsconfig.json",
    "package.json",
  ]) {
    cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(root, "public/build")),
    });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

function run(command: string, args: string[], cwd: string, env = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

test.describe("an owner's edit", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  let dir: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    dir = copyProject();
    for (const [file, statements] of Object.entries(OWNER_EDIT))
      appendFileSync(path.join(dir, file), statements);
    // The owner's own picture: a PNG of a size no sample picture has.
    writeFileSync(
      path.join(dir, "public", NEW_PROJECT.image),
      new Resvg(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#2a7f62"/></svg>',
      )
        .render()
        .asPng(),
    );

    const build = await run("npm", ["run", "--silent", "build"], dir);
    expect(build.code, build.output).toBe(0);

    server = spawn("node", ["build/server.js"], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(OWNER_SITE_PORT),
        HOST: "127.0.0.1",
        ACCENT_RATE_LIMIT_MAX: "10000",
        REQUEST_LOG: "off",
      },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(ownerSite).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("the build read the new picture's size", () => {
    const sizes = JSON.parse(
      readFileSync(path.join(dir, "app/content/image-sizes.json"), "utf8"),
    );
    expect(sizes[NEW_PROJECT.image]).toEqual({ width: 800, height: 500 });
    expect(sizes[removedProject.image]).toBeUndefined();
  });

  test("every page carries the new name and title", async ({ request }) => {
    const home = await (await request.get(`${ownerSite}/`)).text();
    expect(home).toContain(asHtmlText(`Hello, I'm ${NEW_NAME}`));
    expect(home).toContain(asHtmlText(NEW_TITLE));
    expect(home).toContain(
      `<title>${asHtmlText(`${NEW_NAME} | ${NEW_TITLE}`)}`,
    );
    const about = await (await request.get(`${ownerSite}/about`)).text();
    expect(about).toContain(`<dt>Name</dt><dd>${asHtmlText(NEW_NAME)}</dd>`);
    for (const page of ["/skills", "/resume", "/portfolio", "/contact"]) {
      const html = await (await request.get(`${ownerSite}${page}`)).text();
      expect(html, page).toContain(asHtmlText(NEW_NAME));
      expect(html, page).not.toContain(asHtmlText(profile.name));
    }
  });

  test("the greeting keeps a long name and title on the screen, from the narrowest phone to a desktop", async ({
    page,
  }) => {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(`${ownerSite}/`);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      const lines = await page
        .locator(".typewriter-line")
        .evaluateAll((spans) =>
          spans.map((span) => {
            const range = document.createRange();
            range.selectNodeContents(span);
            const { left, right } = range.getBoundingClientRect();
            return { left, right, rows: range.getClientRects().length };
          }),
        );
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line.left, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(line.right, `${width} px`).toBeLessThanOrEqual(width);
      }
      // Where there is room, each stays on one line, as the sample's does.
      if (width === 1280)
        expect(lines.map((line) => line.rows)).toEqual([1, 1]);
    }
  });

  test("the skills show the new percentages", async ({ page }) => {
    await page.goto(`${ownerSite}/skills`);
    for (const category of skillCategories) {
      const group = page.locator("section", {
        has: page.getByRole("heading", { name: category.label, exact: true }),
      });
      for (const skill of category.skills) {
        await expect(
          group.getByRole("progressbar", {
            name: skill.skillName,
            exact: true,
          }),
          skill.skillName,
        ).toHaveAttribute(
          "aria-valuenow",
          String(100 - Number(skill.percentage)),
        );
      }
    }
  });

  test("the portfolio lists the kept projects and the new one, with its picture's size", async ({
    request,
  }) => {
    const html = await (await request.get(`${ownerSite}/portfolio`)).text();
    const names = [
      ...html.matchAll(/<h2 class="project-card-name">([^<]*)</g),
    ].map((match) => match[1]);
    expect(names).toEqual(
      [...keptProjects, NEW_PROJECT].map((project) => asHtmlText(project.name)),
    );
    expect(html).toMatch(
      new RegExp(`<img src="${NEW_PROJECT.image}" width="800" height="500"`),
    );
    expect(html).not.toContain(asHtmlText(removedProject.name));
  });

  test("the new project's tab shows it, in a browser", async ({ page }) => {
    await page.goto(`${ownerSite}/portfolio`);
    await page
      .getByRole("link", { name: newProjectTab.label, exact: true })
      .click();
    const expected = [...keptProjects, NEW_PROJECT]
      .filter((project) => project.filter === newProjectTab.id)
      .map((project) => project.name);
    await expect(page.locator("ul.project-grid > li h2")).toHaveText(expected);
    await expect(
      page.getByRole("link", {
        name: `Visit ${NEW_PROJECT.name} (opens in a new tab)`,
      }),
    ).toHaveAttribute("href", NEW_PROJECT.link);
  });

  test("the contact page links only the profiles kept", async ({ request }) => {
    const html = await (await request.get(`${ownerSite}/contact`)).text();
    for (const link of keptSocialLinks)
      expect(html).toContain(`href="${asHtmlText(link.url)}"`);
    for (const link of socialLinks.slice(keptSocialLinks.length))
      expect(html).not.toContain(`href="${asHtmlText(link.url)}"`);
  });
});

const firstSkill = skillCategories[0]!.skills[0]!;
const BAD_CONTENT = [
  {
    mistake: "a percentage of 110",
    file: "app/content/skills.ts",
    statement: "skillCategories[0].skills[0].percentage = '110';",
    message: `app/content/skills.ts: skill "${firstSkill.skillName}" in skill category "${skillCategories[0]!.label}", percentage: expected a whole number from 0 to 100 written as a string, such as "70"; found "110"`,
  },
  {
    mistake: "a link that is not a URL",
    file: "app/content/projects.ts",
    statement: "projects[0].link = 'my-app.example.org';",
    message: `app/content/projects.ts: project "${projects[0]!.name}", link: expected an absolute http(s) URL, such as "https://example.com/my-app"; found "my-app.example.org"`,
  },
  {
    mistake: "a missing image",
    file: "app/content/projects.ts",
    statement: "projects[0].image = '/images/projects/not-there.png';",
    message: `app/content/projects.ts: project "${projects[0]!.name}", image: expected a file at public/images/projects/not-there.png; there is none`,
  },
];

test.describe("a mistake in the content", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const { mistake, file, statement, message } of BAD_CONTENT) {
    test(`${mistake} stops the build and says where`, async () => {
      const dir = copyProject();
      try {
        appendFileSync(path.join(dir, file), `\n${statement}\n`);
        const build = await run("npm", ["run", "--silent", "build"], dir);
        expect(build.code).not.toBe(0);
        expect(build.output).toContain(
          "The content in app/content/ has a problem; nothing was built:",
        );
        expect(build.output).toContain(`  ${message}\n`);
        expect(existsSync(path.join(dir, "build/server.js"))).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
