// The same pages as files: each page's HTML as the site serves it, without its scripts, beside
// the site's own stylesheet and images, served by a plain static file server. Nothing can paint
// these pages sooner over the same link, so the site's paint times are compared with these.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { JSDOM } from "jsdom";

const fileFor = (page) =>
  page === "/" ? "index.html" : `${page.slice(1)}.html`;

/** Writes the pages the site serves at `baseUrl` into `folder`, scripts taken out. */
export async function writeStaticCopy({ baseUrl, paths, folder }) {
  await mkdir(folder, { recursive: true });
  for (const page of paths) {
    const response = await fetch(baseUrl + page);
    if (!response.ok) throw new Error(`${page}: ${response.status}`);
    const dom = new JSDOM(await response.text());
    const { document } = dom.window;
    // Data blocks (JSON-LD) are kept: they are part of the page, and never run.
    for (const element of document.querySelectorAll(
      'script:not([type="application/ld+json"]), link[rel="modulepreload"]',
    ))
      element.remove();
    await writeFile(path.join(folder, fileFor(page)), dom.serialize());
  }
}
