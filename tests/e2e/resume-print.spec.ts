import type { Page } from "@playwright/test";

import { profile } from "../../app/content/profile";
import { education, experience } from "../../app/content/resume";
import { skillCategories } from "../../app/content/skills";
import { socialLinks } from "../../app/content/social";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { gotoAnswering, SITE_PAGES } from "./page-helpers";
import { printLayout, PX_PER_MM } from "./print-layout";
import {
  POPPLER_INSTALLED,
  pdfPageBrightness,
  pdfPages,
  readsInOrder,
  squash,
} from "./pdf-tools";
import { E2E_SITE_URL } from "./site-url";

const PAPER_SIZES = [
  { format: "A4", widthMm: 210, heightMm: 297 },
  { format: "Letter", widthMm: 215.9, heightMm: 279.4 },
] as const;

const SECTIONS = [
  { heading: "Experience", entries: experience },
  { heading: "Education", entries: education },
];

const email = profile.personalInfo.find((item) => item.label === "Email")!;

/** What the top of the CV must say: who, and every way to reach them, written out. */
const CONTACT_LINES = [
  `Email: ${email.value}`,
  `Portfolio: ${E2E_SITE_URL}`,
  ...socialLinks.map(
    (link) => `${link.label}: ${link.url.replace(/^mailto:/, "")}`,
  ),
];

/** The skills, a line for each category, as a recruiter scans for them. */
const SKILL_LINES = skillCategories.map(
  (category) =>
    `${category.label}: ${category.skills.map((skill) => skill.skillName).join(", ")}`,
);

/** What the site shows around the résumé on screen, none of which belongs on paper. */
const SITE_CHROME = [
  SITE_PAGES.map((page) => page.navLabel).join(" "),
  "Skip to content",
  "Open Resume",
  "My Resume",
  "©",
];

/** How many pages the résumé's content fills on this paper, at the least. */
async function pagesTheContentNeeds(
  page: Page,
  paper: (typeof PAPER_SIZES)[number],
) {
  const layout = await printLayout(page, paper.widthMm);
  const pageHeight =
    paper.heightMm * PX_PER_MM - layout.margins.top - layout.margins.bottom;
  return Math.ceil(layout.height / pageHeight);
}

test.describe("the résumé on paper", () => {
  // Skipped only where poppler-utils cannot be installed: without pdftotext and pdftoppm the
  // printed PDF cannot be read, and the run says so instead of passing it.
  test.skip(
    !POPPLER_INSTALLED,
    "the résumé printed to PDF: pdftotext and pdftoppm (Debian's poppler-utils) are missing",
  );

  for (const paper of PAPER_SIZES) {
    test(`prints on ${paper.format} as a clean CV: the owner, every entry, none of the site around it`, async ({
      page,
    }, testInfo) => {
      await gotoAnswering(page, "/resume");
      const needed = await pagesTheContentNeeds(page, paper);
      // Backgrounds printed too, as with a browser's "background graphics" option on.
      const pdf = await page.pdf({
        format: paper.format,
        printBackground: true,
      });
      const file = testInfo.outputPath(`resume-${paper.format}.pdf`);
      const pages = pdfPages(pdf, file);
      console.log(
        `The résumé prints on ${pages.length} ${paper.format} page(s).`,
      );

      // The sample fits one page; longer content takes no more than it fills, plus one for
      // entries moved whole to the next page.
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(Math.max(1, needed + 1));

      // The CV opens with the owner's name and job title.
      const opening = squash(profile.name + profile.jobTitle);
      expect(squash(pages[0]!).slice(0, opening.length)).toBe(opening);

      const text = pages.join("\n");
      for (const line of [...CONTACT_LINES, "Skills", ...SKILL_LINES]) {
        expect(readsInOrder(text, line), line).toBe(true);
      }
      for (const { entries } of SECTIONS) {
        for (const entry of entries) {
          for (const [field, value] of Object.entries(entry)) {
            expect(
              readsInOrder(text, String(value)),
              `${entry.title}: ${field}`,
            ).toBe(true);
          }
        }
      }
      for (const chrome of SITE_CHROME) {
        expect(squash(text), chrome).not.toContain(squash(chrome));
      }

      // Dark text on white paper: every page is almost all white.
      for (const [index, brightness] of pdfPageBrightness(
        pdf,
        file,
      ).entries()) {
        expect(brightness, `page ${index + 1}`).toBeGreaterThan(0.9);
      }
    });
  }

  test("page breaks keep every entry whole and every heading with its first entry", async ({
    page,
  }, testInfo) => {
    // Narrow paper, cut so that the first page ends halfway down the first entry of a
    // section: left to itself, the browser would split that entry there, or leave its
    // heading alone at the foot of the page. Every heading and entry still fits on one page.
    const widthMm = 105;
    await gotoAnswering(page, "/resume");
    const layout = await printLayout(page, widthMm);
    const height = (box: { top: number; bottom: number }) =>
      box.bottom - box.top;
    const fitsOnePage =
      Math.max(
        ...layout.headings.map(
          (heading, index) =>
            (layout.sections[index]?.[0]?.bottom ?? heading.bottom) -
            heading.top,
        ),
        ...layout.sections.flat().map(height),
      ) +
      2 * PX_PER_MM;
    const cut =
      layout.sections
        .map((entries) => entries[0])
        .map((first) => first && (first.top + first.bottom) / 2)
        .find((middle) => middle !== undefined && middle >= fitsOnePage) ??
      fitsOnePage;
    const heightMm =
      (cut + layout.margins.top + layout.margins.bottom) / PX_PER_MM;
    const pdf = await page.pdf({
      width: `${widthMm}mm`,
      height: `${heightMm.toFixed(2)}mm`,
    });
    const pages = pdfPages(pdf, testInfo.outputPath("resume-small.pdf"));
    expect(
      pages.length,
      "the paper is small enough to need breaks",
    ).toBeGreaterThan(1);

    const onOnePage = (texts: string[]) =>
      pages.findIndex((text) =>
        texts.every((part) => readsInOrder(text, part)),
      );
    for (const { heading, entries } of SECTIONS) {
      for (const entry of entries) {
        expect(
          onOnePage(Object.values(entry).map(String)),
          `"${entry.title}" is on one page`,
        ).toBeGreaterThanOrEqual(0);
      }
      const first = entries[0];
      if (!first) continue;
      const headingPage = pages.findIndex((text) =>
        text.split("\n").some((line) => squash(line) === squash(heading)),
      );
      expect(headingPage, `the ${heading} heading`).toBeGreaterThanOrEqual(0);
      expect(
        readsInOrder(pages[headingPage]!, first.title),
        `the ${heading} heading shares its page with its first entry`,
      ).toBe(true);
    }
  });

  test("a link prints its address after its text", async ({
    page,
  }, testInfo) => {
    await gotoAnswering(page, "/resume");
    // The sample résumé has no links of its own in its entries; an owner's may.
    await page
      .locator("main ol > li p")
      .first()
      .evaluate((paragraph) => {
        const link = document.createElement("a");
        link.href = "https://example.com/reference";
        link.textContent = "a reference";
        paragraph.append(" See ", link, ".");
      });
    const pdf = await page.pdf({ format: "A4" });
    const text = squash(
      pdfPages(pdf, testInfo.outputPath("resume-link.pdf")).join("\n"),
    );
    expect(text).toContain(
      squash("See a reference (https://example.com/reference)."),
    );
    // The contact lines show their addresses already, once.
    expect(text).not.toContain(squash(`${email.value} (mailto:`));
  });
});

// What the browser applies when printing, checked on the page itself; this needs no PDF tools.
test.describe("the résumé's print styles", () => {
  test("leave out the navigation, the gear, the skip link, the footer and the buttons", async ({
    page,
  }) => {
    await gotoAnswering(page, "/resume");
    const chrome = [
      page.getByRole("banner"),
      page.getByRole("navigation", { name: "Main" }),
      page.getByRole("button", { name: "Colours" }),
      page.getByRole("link", { name: "Skip to content" }),
      page.getByRole("contentinfo"),
      page.getByRole("link", { name: /Open Resume/ }),
    ];
    const cvName = page.getByText(profile.name, { exact: true });
    for (const part of chrome) await expect(part).toBeVisible();
    await expect(cvName).toBeHidden();

    await page.emulateMedia({ media: "print" });
    for (const part of chrome) await expect(part).toBeHidden();
    await expect(cvName).toBeVisible();
  });

  // Light accents are lightened further on the dark screen; paper needs the opposite.
  for (const accent of ["#f8e71c", "#000000"]) {
    test(`print dark text on white in the accent ${accent}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([
        { name: "accent", value: accent.slice(1), url: baseURL! },
      ]);
      await page.goto("/resume");
      await page.emulateMedia({ media: "print" });
      const results = await axe(page, { rules: ["color-contrast"] });
      expect(results.violations).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(0);
    });
  }
});
