// @vitest-environment node
// The export's check of its folder: a folder a host serves as it is passes, and each kind of
// broken folder is refused, naming the file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";

import { checkExport } from "./export-check";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "export-check-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ORIGIN = "https://me.example";
const BASE = "/portfolio/";

function write(file: string, body: string | Buffer = "") {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), body);
}

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>A page</title></head><body>${body}</body></html>`;

/** A small export that a host serves as it is. */
function sound() {
  write(".nojekyll");
  write(
    "index.html",
    page(
      `<a href="/portfolio/about">About</a> <a href="about">About</a> <a href="https://github.com/me">Code</a>` +
        `<a href="mailto:me@example.com">Mail</a> <a href="#top">Top</a>` +
        `<img src="/portfolio/pictures/a-320.avif" srcset="/portfolio/pictures/a-320.avif 320w, /portfolio/pictures/a-640.avif 640w">` +
        `<link rel="canonical" href="https://me.example/portfolio/"><meta property="og:image" content="https://me.example/portfolio/cards/home.png">` +
        `<script type="module">import * as route0 from "/portfolio/assets/root-1a2b.js";</script>`,
    ),
  );
  write("about.html", page(`<a href="/portfolio/">Home</a>`));
  write("about/index.html", page(`<a href="/portfolio/">Home</a>`));
  write("pictures/a-320.avif", "x");
  write("pictures/a-640.avif", "x");
  write("cards/home.png", "x");
  write("assets/root-1a2b.js", "export {};");
  write(
    "sitemap.xml",
    `<urlset><url><loc>https://me.example/portfolio/about</loc></url></urlset>`,
  );
  write(
    "site.webmanifest",
    JSON.stringify({ start_url: "./", icons: [{ src: "cards/home.png" }] }),
  );
}

const check = () => checkExport({ dir, origin: ORIGIN, base: BASE });

test("a folder whose every address reaches a file, under the site's path, passes", async () => {
  sound();
  expect(await check()).toEqual([]);
});

test("a link, picture, candidate, card or module that reaches no file is named with its page", async () => {
  sound();
  write(
    "about.html",
    page(
      `<a href="/portfolio/blog">Blog</a><img srcset="/portfolio/pictures/gone-320.avif 320w">` +
        `<meta property="og:image" content="https://me.example/portfolio/cards/gone.png">` +
        `<script type="module">import("/portfolio/assets/gone-9f9f.js");</script>`,
    ),
  );
  write(
    "sitemap.xml",
    `<urlset><url><loc>https://me.example/portfolio/nowhere</loc></url></urlset>`,
  );
  expect(await check()).toEqual([
    "about.html: names /portfolio/blog, which no file of the folder answers",
    "about.html: names /portfolio/pictures/gone-320.avif, which no file of the folder answers",
    "about.html: names /portfolio/cards/gone.png, which no file of the folder answers",
    "about.html: names /portfolio/assets/gone-9f9f.js, which no file of the folder answers",
    "sitemap.xml: names /portfolio/nowhere, which no file of the folder answers",
  ]);
});

test("an address outside the site's path is refused, even where a file would answer it", async () => {
  sound();
  write(
    "about.html",
    page(`<a href="/about">About</a><img src="/pictures/a-320.avif">`),
  );
  expect(await check()).toEqual([
    "about.html: names /about, outside the site's path /portfolio/",
    "about.html: names /pictures/a-320.avif, outside the site's path /portfolio/",
  ]);
});

test("capitals in a file's path are refused: hosts differ on an address's case", async () => {
  sound();
  write("images/Me.png", "x");
  expect(await check()).toEqual([
    "images/Me.png: capitals in its path: hosts differ on whether an address's case matters; write it in lowercase",
  ]);
});

test("a language's folder, home page and data carry its code as its addresses do, capitals and all", async () => {
  sound();
  const german = page(
    `<a href="/portfolio/pt-BR">Início</a><link rel="alternate" hreflang="pt-BR" href="https://me.example/portfolio/pt-BR/about">`,
  );
  for (const file of [
    "de.html",
    "de/index.html",
    "de/404.html",
    "pt-BR.html",
    "pt-BR/index.html",
    "pt-BR/about.html",
    "pt-BR/404.html",
    "pt-BR.data",
    "pt-BR/about.data",
  ])
    write(file, german);
  write("pt-BR/images/Me.png", "x");
  write("pt-br-notes/Me.png", "x");
  expect(
    await checkExport({
      dir,
      origin: ORIGIN,
      base: BASE,
      languages: ["en", "de", "pt-BR"],
    }),
  ).toEqual([
    "pt-BR/images/Me.png: capitals in its path: hosts differ on whether an address's case matters; write it in lowercase",
    "pt-br-notes/Me.png: capitals in its path: hosts differ on whether an address's case matters; write it in lowercase",
  ]);
});

test("a file a host would leave out is refused: a name starting with a dot, or one too large", async () => {
  sound();
  write(".env", "SECRET=1");
  write("images/.hidden/a.png", "x");
  write("video.mp4", Buffer.alloc(25 * 1024 * 1024 + 1));
  expect(await check()).toEqual([
    ".env: a name starting with a dot, which hosts leave out",
    "images/.hidden/a.png: a name starting with a dot, which hosts leave out",
    "video.mp4: over 25 MiB, more than Cloudflare Pages serves",
  ]);
});

test("a host's own folder, .well-known/, is kept with what it holds, but not a hidden file inside it, nor a folder of that name elsewhere", async () => {
  sound();
  write(
    ".well-known/security.txt",
    "Contact: mailto:me@example.com\nExpires: 2027-12-01T00:00:00Z\n",
  );
  write(".well-known/.secret");
  write("images/.well-known/a.txt");
  expect(await check()).toEqual([
    ".well-known/.secret: a name starting with a dot, which hosts leave out",
    "images/.well-known/a.txt: a name starting with a dot, which hosts leave out",
  ]);
});

test("a picture carrying a camera's metadata is refused, in every type; one without it, or a file no decoder reads, passes", async () => {
  sound();
  const photo = sharp({
    create: { width: 40, height: 30, channels: 3, background: "#345" },
  }).withExif({
    IFD0: { Make: "PhoneMaker" },
    IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" },
  });
  write("images/phone.jpg", await photo.clone().jpeg().toBuffer());
  write("images/phone.png", await photo.clone().png().toBuffer());
  write("pictures/phone-1a2b-40.webp", await photo.clone().webp().toBuffer());
  write(
    "images/clean.jpg",
    await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#345" },
    })
      .jpeg()
      .toBuffer(),
  );
  const why =
    "carries EXIF metadata, which can hold where a photo was taken and with what; publish it only as the build makes it, without its metadata";
  expect(await check()).toEqual([
    `images/phone.jpg: ${why}`,
    `images/phone.png: ${why}`,
    `pictures/phone-1a2b-40.webp: ${why}`,
  ]);
});
