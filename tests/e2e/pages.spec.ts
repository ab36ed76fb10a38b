import { readFileSync } from "node:fs";

import { education, experience } from "../../app/content/resume";
import { profile } from "../../app/content/profile";
import { projects } from "../../app/content/projects";
import { skillCategories } from "../../app/content/skills";
import { socialLinks } from "../../app/content/social";
import { allowConsoleErrors, expect, test } from "./fixtures";
import {
  asHtmlText,
  firstLoadScripts,
  gotoAnswering,
  SITE_PATHS,
} from "./page-helpers";

// What a crawler reads: the server's HTML alone, no JavaScript.
// The particles and the entries' motion are part of what this suite checks (the others run
// with reduced motion, playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

test.describe("the server's HTML holds every page's content", () => {
  test("home", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(asHtmlText(`Hello, I'm ${profile.name}`));
    expect(html).toContain(asHtmlText(profile.jobTitle));
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Hire Me<\/a>/);
  });

  test("about", async ({ request }) => {
    const response = await request.get("/about");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(asHtmlText(profile.bio));
    const personalInfo = [
      { label: "Name", value: profile.name },
      ...profile.personalInfo,
    ];
    for (const { label, value } of personalInfo) {
      expect(html).toContain(
        `<dt>${asHtmlText(label)}</dt><dd>${asHtmlText(value)}</dd>`,
      );
    }
    for (const name of profile.technologies)
      expect(html).toContain(`aria-label="${asHtmlText(name)}"`);
  });

  test("skills", async ({ request }) => {
    const response = await request.get("/skills");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const category of skillCategories) {
      expect(html).toContain(`<h2>${asHtmlText(category.label)}</h2>`);
      for (const skill of category.skills) {
        expect(html).toContain(`aria-valuenow="${skill.percentage}"`);
        expect(html).toContain(`${skill.percentage}%`);
      }
    }
  });

  test("resume", async ({ request }) => {
    const response = await request.get("/resume");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const entry of [...experience, ...education]) {
      expect(html).toContain(asHtmlText(entry.title));
      expect(html).toContain(asHtmlText(entry.subTitle));
      expect(html).toContain(asHtmlText(entry.description));
      expect(html).toContain(asHtmlText(entry.date));
    }
    for (const entry of experience)
      expect(html).toContain(asHtmlText(entry.technology));
    expect(html).toContain(`href="${asHtmlText(profile.resumeUrl)}"`);
  });

  test("portfolio", async ({ request }) => {
    const response = await request.get("/portfolio");
    expect(response.status()).toBe(200);
    const html = await response.text();
    // What the build made of each project's picture (its files, or the picture as it is).
    const pictures = JSON.parse(readFileSync("build/pictures.json", "utf8"));
    for (const project of projects) {
      expect(html).toContain(asHtmlText(project.name));
      expect(html).toContain(
        `src="${asHtmlText(pictures[project.image].src)}"`,
      );
      expect(html).toContain(`href="${asHtmlText(project.link)}"`);
    }
  });

  test("contact", async ({ request }) => {
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Let&#x27;s Talk");
    for (const link of socialLinks)
      expect(html).toContain(`href="${asHtmlText(link.url)}"`);
  });

  test("an unknown address answers 404 in the site's own shell", async ({
    request,
  }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain('aria-label="Main"');
  });
});

test("every skill is on /skills under its category, with its percentage", async ({
  page,
}) => {
  await page.goto("/skills");
  for (const category of skillCategories) {
    const group = page.locator("section", {
      has: page.getByRole("heading", { name: category.label, exact: true }),
    });
    for (const skill of category.skills) {
      const bar = group.getByRole("progressbar", {
        name: skill.skillName,
        exact: true,
      });
      await expect(bar, skill.skillName).toHaveAttribute(
        "aria-valuenow",
        skill.percentage,
      );
      await expect(bar, skill.skillName).toHaveAttribute(
        "aria-valuetext",
        `${skill.percentage}%`,
      );
    }
  }
});

test("every icon is plain SVG in the server's HTML, drawn from one sprite and by no script", async ({
  request,
}) => {
  const sprite = /\/assets\/sprite-[\w-]+\.svg/;
  for (const path of SITE_PATHS) {
    const html = await (await request.get(path)).text();
    // The accent gear is on every page, as decoration: the button around it has the name.
    expect(html, path).toMatch(
      new RegExp(
        `<svg [^>]*aria-hidden="true"[^>]*><use href="${sprite.source}#gear">`,
      ),
    );
  }
  const about = await (await request.get("/about")).text();
  // Every technology the owner names, by its own mark or a generic one.
  for (const name of profile.technologies) {
    const label = asHtmlText(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(about).toMatch(
      new RegExp(`<svg [^>]*role="img" aria-label="${label}"`),
    );
  }
  // The gear's outline as react-icons draws it: in the sprite, in no script.
  const [spriteUrl] = about.match(sprite)!;
  expect(await (await request.get(spriteUrl)).text()).toContain("M487.4 315.7");
  for (const { url, source } of await firstLoadScripts(request, "/contact"))
    expect(source, url).not.toContain("M487.4 315.7");
});

test("the icons are drawn", async ({ page }) => {
  await page.goto("/contact");
  const icons = page.locator(".social-links svg use, .page-header svg use");
  await expect(icons).toHaveCount(socialLinks.length + 1);
  for (const icon of await icons.all())
    await expect
      .poll(() =>
        icon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width),
      )
      .toBeGreaterThan(0);
});

test("the 404 page in the browser offers a way home", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/no-such-page");
  allowConsoleErrors(consoleErrors, /status of 404/);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Page Not Found" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("each page shows its header title", async ({ page }) => {
  const titles = {
    "/about": "About Me",
    "/skills": "My Skills",
    "/resume": "My Resume",
    "/portfolio": "My Portfolio",
    "/contact": "Contact Me",
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
});

test("the contact form has the four required fields, named as the email service's template reads them", async ({
  page,
}) => {
  await page.goto("/contact");
  const fields = {
    Name: ["name", "text"],
    Email: ["email", "email"],
    Subject: ["title", "text"],
  } as const;
  for (const [label, [name, type]] of Object.entries(fields)) {
    const input = page.getByRole("textbox", { name: label });
    await expect(input).toHaveAttribute("name", name);
    await expect(input).toHaveAttribute("type", type);
    await expect(input).toHaveAttribute("required", "");
  }
  const message = page.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveAttribute("name", "message");
  await expect(message).toHaveAttribute("rows", "5");
  await expect(message).toHaveAttribute("required", "");
});

test("every link that opens a new tab cannot reach back to this page", async ({
  page,
}) => {
  for (const path of SITE_PATHS) {
    await page.goto(path);
    for (const link of await page.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

test("the Open Resume button is on the resume page only, opening a new tab", async ({
  page,
}) => {
  await page.goto("/resume");
  const button = page.getByRole("link", { name: /open resume/i });
  await expect(button).toHaveAttribute("href", profile.resumeUrl);
  await expect(button).toHaveAttribute("target", "_blank");
  for (const path of ["/", "/about", "/skills", "/portfolio", "/contact"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /open resume/i })).toHaveCount(
      0,
    );
  }
});

test("the page's scripts are fetched as the page is read, not held back until it is painted", async ({
  page,
  request,
}) => {
  // The scripts the server's HTML names (React drops these links once it has taken over).
  const html = await (await request.get("/skills")).text();
  const preloaded = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(0);

  await gotoAnswering(page, "/skills");
  // The paint's entry is recorded once the frame is presented, which a busy machine delays.
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  const { firstPaint, starts } = await page.evaluate(
    (paths) => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]
        ?.startTime,
      starts: paths.map(
        (path) =>
          performance.getEntriesByName(new URL(path, location.href).href)[0]
            ?.startTime,
      ),
    }),
    preloaded,
  );
  expect(firstPaint).toBeGreaterThan(0);
  for (const [index, start] of starts.entries())
    expect(start, preloaded[index]).toBeLessThan(firstPaint!);
});
