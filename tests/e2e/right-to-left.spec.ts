// A page in a right-to-left language (Arabic, Hebrew) is the English page mirrored: the
// stylesheets give every side as the text runs (docs/decisions/031-right-to-left.md). Each page
// of the site as the owner has it is turned right to left here after it loads, as
// `<html dir="rtl">` turns it, whatever languages the owner lists; the Arabic pages of the
// three-language site are tested in languages.spec.ts. That code in a post stays left to right
// is tested in blog.spec.ts, whose copy of the site has posts.
import type { Page } from "@playwright/test";
import sharp from "sharp";

import { expect, test } from "./fixtures";
import { gotoAnswering, SITE_PATHS } from "./page-helpers";

/** What lies along the top bar and the page's header: mirrored, each is where its twin was. */
const LANDMARKS = [
  ".site-logo",
  ".menu-button",
  ".accent-gear",
  ".page-header h1",
  ".page-header-icon",
];

type Box = { x: number; width: number };

/** Where each landmark the page has lies across the screen, and the screen's width. */
function across(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    const boxes: Record<string, { x: number; width: number }> = {};
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const { x, width } = element.getBoundingClientRect();
      boxes[selector] = { x, width };
    }
    return { boxes, screen: document.documentElement.clientWidth };
  }, selectors);
}

/**
 * Puts `value` in the first element `selector` finds (the owner's own are theirs to change) and
 * says where its first and last characters lie, and how far it stands from the edges of the
 * element's parent.
 */
function layOut(page: Page, selector: string, value: string) {
  return page.evaluate(
    ([selector, value]) => {
      const element = document.querySelector(selector)!;
      element.textContent = value;
      const text = element.firstChild!;
      const range = document.createRange();
      const at = (start: number, end: number) => {
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect();
      };
      const whole = at(0, value.length);
      const parent = element.parentElement!.getBoundingClientRect();
      return {
        first: at(0, 1).x,
        last: at(value.length - 1, value.length).x,
        fromLeft: whole.left - parent.left,
        fromRight: parent.right - whole.right,
      };
    },
    [selector, value] as const,
  );
}

const turnRightToLeft = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dir = "rtl";
  });

/** How wide the page is: wider than the screen where anything sticks out, either side. */
const pageWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

/** Where a box's mirror image starts across a screen. */
const mirrored = ({ x, width }: Box, screen: number) => screen - x - width;

/** Expects each box of `rtl` to lie where its box of `ltr` lies mirrored, to within a pixel. */
function expectMirrored(
  ltr: Record<string, Box>,
  rtl: Record<string, Box>,
  screen: number,
  where: string,
) {
  expect(Object.keys(rtl), where).toEqual(Object.keys(ltr));
  for (const [selector, box] of Object.entries(ltr))
    expect(
      Math.abs(rtl[selector]!.x - mirrored(box, screen)),
      `${where}: ${selector} at ${rtl[selector]!.x}, its mirror image of ${box.x} at ${mirrored(box, screen)}`,
    ).toBeLessThanOrEqual(1);
}

test.describe("on a phone 360 px wide", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of SITE_PATHS)
    test(`${path} turned right to left fits the screen, with its top bar and header mirrored`, async ({
      page,
    }) => {
      await gotoAnswering(page, path);
      const ltr = await across(page, LANDMARKS);
      expect(ltr.boxes[".site-logo"]!.x).toBeLessThan(
        ltr.boxes[".menu-button"]!.x,
      );

      await turnRightToLeft(page);
      const rtl = await across(page, LANDMARKS);
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      // The logo at the right, the menu button at its left.
      expect(rtl.boxes[".site-logo"]!.x).toBeGreaterThan(
        rtl.boxes[".menu-button"]!.x,
      );
      expectMirrored(ltr.boxes, rtl.boxes, rtl.screen, path);

      // The menu opens under the bar as it does in English, and still fits.
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.locator(".nav-links")).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    });

  test("the gear's panel opens from the left edge, where the gear is, on a right-to-left page", async ({
    page,
  }) => {
    const PANEL = [".accent-gear", ".accent-panel"];
    await gotoAnswering(page, "/about");
    await page.getByRole("button", { name: "Colours" }).click();
    await expect(page.locator(".accent-panel")).toBeVisible();
    const ltr = await across(page, PANEL);
    await turnRightToLeft(page);
    const rtl = await across(page, PANEL);
    expectMirrored(ltr.boxes, rtl.boxes, rtl.screen, "open panel");
    expect(rtl.boxes[".accent-panel"]!.x).toBeGreaterThanOrEqual(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  test("a phone number and an email address keep their order on a right-to-left page, an Arabic address on an English one, each where the column starts", async ({
    page,
  }) => {
    await gotoAnswering(page, "/about");
    /** Where the value column starts: past the label's column and the gap, from either side. */
    const columnStart = await page
      .locator(".personal-info div")
      .first()
      .evaluate((row) => {
        const { gridTemplateColumns, columnGap } = getComputedStyle(row);
        return parseFloat(gridTemplateColumns) + parseFloat(columnGap);
      });
    const row = (value: string) => layOut(page, ".personal-info dd", value);

    // English: an Arabic address runs right to left, from the column's left.
    const address = await row("شارع المثال ٢٢١");
    expect(address.first).toBeGreaterThan(address.last);
    expect(Math.abs(address.fromLeft - columnStart)).toBeLessThanOrEqual(1);

    await turnRightToLeft(page);
    for (const value of ["+1 555 0100", "alex.doe@example.com."]) {
      const laidOut = await row(value);
      expect(laidOut.first, value).toBeLessThan(laidOut.last);
      // From the column's right, where the page's lines start.
      expect(
        Math.abs(laidOut.fromRight - columnStart),
        value,
      ).toBeLessThanOrEqual(1);
    }
  });

  test("a technology's name keeps its order on a right-to-left page", async ({
    page,
  }) => {
    await gotoAnswering(page, "/skills");
    await turnRightToLeft(page);
    for (const value of ["C++", "C#", "Node.js"]) {
      const laidOut = await layOut(page, ".skill-bar-label > span", value);
      expect(laidOut.first, value).toBeLessThan(laidOut.last);
    }
  });
});

test.describe("on a desktop", () => {
  test("the gear sits at the left edge on a right-to-left page, its panel sliding out from there", async ({
    page,
  }) => {
    const PANEL = [".accent-gear", ".accent-panel"];
    await gotoAnswering(page, "/skills");
    const closed = await across(page, PANEL);
    await turnRightToLeft(page);
    const closedRtl = await across(page, PANEL);
    expectMirrored(closed.boxes, closedRtl.boxes, closedRtl.screen, "closed");

    await page.getByRole("button", { name: "Colours" }).click();
    await expect(page.locator(".accent-panel")).toBeVisible();
    const open = await across(page, PANEL);
    expect(open.boxes[".accent-panel"]!.x).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(open.screen);
    await page.evaluate(() => {
      document.documentElement.dir = "ltr";
    });
    const openLtr = await across(page, PANEL);
    expectMirrored(openLtr.boxes, open.boxes, open.screen, "open");
  });

  test("a skill's bar fills from the right on a right-to-left page", async ({
    page,
  }) => {
    await gotoAnswering(page, "/skills");
    const bar = page.locator(".skill-bar svg").first();
    // Half full, whatever the owner's first skill is.
    await bar
      .locator(".rc-progress-line-path")
      .evaluate((path: SVGPathElement) => {
        path.style.strokeDasharray = "50px, 100px";
      });
    /** The colours a tenth of the way in from each end of the bar. */
    const ends = async () => {
      const { data, info } = await sharp(await bar.screenshot())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number) => {
        const index = (Math.floor(info.height / 2) * info.width + x) * 3;
        return [...data.subarray(index, index + 3)].join();
      };
      return {
        left: at(Math.floor(info.width / 10)),
        right: at(Math.floor((info.width * 9) / 10)),
      };
    };
    const ltr = await ends();
    expect(ltr.left).not.toBe(ltr.right);
    await turnRightToLeft(page);
    expect(await ends()).toEqual({ left: ltr.right, right: ltr.left });
  });

  test("a page in Arabic or Hebrew names a font for its script first; the site loads no font file", async ({
    page,
  }) => {
    await gotoAnswering(page, "/about");
    const fontOf = (lang: string) =>
      page.evaluate((lang) => {
        document.documentElement.lang = lang;
        return getComputedStyle(document.body).fontFamily;
      }, lang);
    expect(await fontOf("en")).toMatch(/^system-ui, /);
    expect(await fontOf("ar")).toMatch(/^-apple-system, "Noto Sans Arabic", /);
    expect(await fontOf("ar-EG")).toMatch(/"Noto Sans Arabic"/);
    expect(await fontOf("he")).toMatch(/^-apple-system, "Noto Sans Hebrew", /);
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  });
});
