import type { Page } from "@playwright/test";

export const PX_PER_MM = 96 / 25.4;

type Box = { top: number; bottom: number };

/**
 * The résumé as the browser lays it out for paper of this width, before it is cut into pages:
 * the page margins of its print stylesheet, the height of the content, and where each section
 * heading and each entry falls, in CSS pixels from the top of the first page's content.
 */
export async function printLayout(page: Page, paperWidthMm: number) {
  await page.emulateMedia({ media: "print" });
  const margins = await page.evaluate(() => {
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((candidate) => candidate instanceof CSSPageRule);
    // A lengths' size in pixels, measured out of the flow.
    const probe = document.createElement("div");
    probe.style.position = "absolute";
    document.querySelector("main")!.append(probe);
    const px = (length: string | undefined) => {
      probe.style.width = length || "0";
      return probe.getBoundingClientRect().width;
    };
    const style = (rule as CSSPageRule | undefined)?.style;
    const result = {
      top: px(style?.marginTop),
      right: px(style?.marginRight),
      bottom: px(style?.marginBottom),
      left: px(style?.marginLeft),
    };
    probe.remove();
    return result;
  });
  await page.setViewportSize({
    width: Math.round(paperWidthMm * PX_PER_MM - margins.left - margins.right),
    height: 800,
  });
  const flow = await page.locator("main").evaluate((main) => {
    const origin = main.getBoundingClientRect().top;
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top - origin, bottom: rect.bottom - origin };
    };
    return {
      height: main.getBoundingClientRect().height,
      headings: [...main.querySelectorAll("h2")].map(box),
      sections: [...main.querySelectorAll("ol")].map((list) =>
        [...list.children].map(box),
      ),
    };
  });
  await page.emulateMedia({ media: null });
  return { margins, ...flow } as {
    margins: typeof margins;
    height: number;
    headings: Box[];
    sections: Box[][];
  };
}
