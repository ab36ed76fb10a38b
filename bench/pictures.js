// What /portfolio costs once an owner's pictures are real screenshots. Six drawn here (2880 × 1800
// PNG, bench/screenshots.js) go into a copy of the site, built twice (the second from the picture
// cache), and Chromium loads the page: a phone (375 × 740 at DPR 3, Slow 4G, a processor 4 times
// slower) and a desktop (1440 × 900, no throttling), counting the bytes of every picture as they
// came over the network, and the phone's largest paint and when React has taken the page over,
// beside the same page with the sample's own pictures (this checkout's build).
//
// "The originals as they are" is the same build, served by a second server whose list of pictures
// names each original file in place of what the build made: the page as it was before pictures
// were made at build, every picture the owner's own file, sent over the same slowed network.
// (Answering requests from Playwright instead would bypass the browser's network throttling.)
//
//   node bench/pictures.js    prints the figures; `npm run bench` adds them to bench/REPORT.md
/* global window -- functions below run in the page */
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { median, start } from "./processes.js";
import { buildCopy, copySite } from "./site-copy.js";
import { drawScreenshot } from "./screenshots.js";
import { throttle } from "./visitors.js";

const SHOTS = 6;
const PHONE = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** A copy of the site with the six screenshots as its projects' pictures. */
async function copyWithScreenshots() {
  const dir = copySite("pictures");
  mkdirSync(path.join(dir, "public/images/bench"));
  const projects = [];
  for (let index = 0; index < SHOTS; index++) {
    const name = `shot-${index + 1}.png`;
    writeFileSync(
      path.join(dir, "public/images/bench", name),
      await drawScreenshot(index),
    );
    projects.push({
      filter: 990,
      name: `Screenshot ${index + 1}`,
      image: `/images/bench/${name}`,
      link: "https://example.org/",
    });
  }
  appendFileSync(
    path.join(dir, "app/content/projects.ts"),
    `\nfilters.push({ id: 990, label: "Screenshots" });\nprojects.splice(0, projects.length, ...${JSON.stringify(projects)});\n`,
  );
  return dir;
}

/** Builds the copy; the seconds it took, and the build's line for each picture. */
async function build(dir) {
  const { seconds, output } = await buildCopy(dir);
  const lines = output
    .split("\n")
    .filter((line) => /^public\/|^\d+ pictures? in /.test(line));
  return { seconds, lines };
}

/** The same build, with each picture the owner's file as it is. */
function copyWithOriginals(dir) {
  const originals = mkdtempSync(path.join(tmpdir(), "bench-originals-"));
  cpSync(path.join(dir, "build"), path.join(originals, "build"), {
    recursive: true,
    filter: (source) => !source.endsWith("/build/pictures"),
  });
  symlinkSync(path.join(dir, "public"), path.join(originals, "public"));
  symlinkSync(
    path.resolve("node_modules"),
    path.join(originals, "node_modules"),
  );
  cpSync("package.json", path.join(originals, "package.json"));
  const list = path.join(originals, "build/pictures.json");
  const made = JSON.parse(readFileSync(list, "utf8"));
  const asTheyAre = Object.entries(made).map(([src, { width, height }]) => [
    src,
    { src, width, height, sources: [] },
  ]);
  writeFileSync(list, JSON.stringify(Object.fromEntries(asTheyAre)));
  // And serves them, as the site did before it kept the originals home.
  writeFileSync(path.join(originals, "build/unpublished-pictures.json"), "[]");
  return originals;
}

/** Loads /portfolio once: the bytes of its pictures as sent, and its largest paint. */
async function visit(browser, url, device, slowed) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  const pictures = new Set();
  let bytes = 0;
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (
      type === "Image" &&
      /^\/(pictures|images)\//.test(new URL(response.url).pathname)
    )
      pictures.add(requestId);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    if (pictures.has(requestId)) bytes += encodedDataLength;
  });
  await throttle(page, slowed, cdp);
  await page.goto(`${url}/portfolio`, { waitUntil: "load", timeout: 300_000 });
  await page.waitForLoadState("networkidle", { timeout: 300_000 });
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return { bytes, lcp, count: pictures.size };
}

export async function measurePictures({ port, runs }) {
  const dir = await copyWithScreenshots();
  const servers = [];
  try {
    const first = await build(dir);
    const second = await build(dir);
    const originals = copyWithOriginals(dir);
    servers.push(
      await start({ cwd: dir, port }),
      await start({ cwd: originals, port: port + 1 }),
      // This checkout's own build: the page with the sample's pictures, small SVGs.
      await start({ port: port + 2 }),
    );
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--disable-background-networking", "--no-first-run"],
    });
    const rows = [];
    try {
      const names = [
        "made at build",
        "the originals, as they are",
        "the sample's pictures",
      ];
      const phone = names.map(() => []);
      // The screenshots and the sample in turn, so a busy moment falls on both alike. The
      // originals take minutes on a slowed phone, and vary little: one run.
      for (let run = 0; run < runs; run++)
        for (const index of run === 0 ? [0, 1, 2] : [0, 2])
          phone[index].push(
            await visit(browser, servers[index].url, PHONE, true),
          );
      for (const [index, name] of names.entries()) {
        const desktop = await visit(
          browser,
          servers[index].url,
          DESKTOP,
          false,
        );
        const of = (key) => Math.round(median(phone[index].map((v) => v[key])));
        rows.push({
          name,
          phoneBytes: of("bytes"),
          phoneLcp: of("lcp"),
          phonePictures: phone[index][0].count,
          desktopBytes: desktop.bytes,
          desktopPictures: desktop.count,
        });
      }
    } finally {
      await browser.close();
    }
    rmSync(originals, { recursive: true, force: true });
    return {
      firstBuild: first.seconds,
      secondBuild: second.seconds,
      lines: first.lines,
      rows,
    };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3200) + 7;
  const figures = await measurePictures({
    port,
    runs: Number(process.env.BENCH_RUNS ?? 3),
  });
  console.log(JSON.stringify(figures, null, 2));
}
