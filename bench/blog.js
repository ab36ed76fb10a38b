// What the blog costs once an owner writes a lot: a copy of the site with two hundred posts
// (bench/posts.js writes them), one of them 2,000 words long with three blocks of code. The copy's
// build is timed, and so is its server's start; then the server is measured as the rest of the
// site is: the long post's bytes
// against its HTML without the data React hydrates from, its first-load JavaScript beside the
// other pages', a phone on Slow 4G loading it, and pages a second for it beside /about.
//
//   node bench/blog.js    prints the figures; `npm run bench` adds them to bench/REPORT.md
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

import { request } from "undici";

import { firstLoadJs } from "./first-load-js.js";
import { hydrationData } from "./page-scripts.js";
import { writePosts, LONG_POST } from "./posts.js";
import { start } from "./processes.js";
import { buildCopy, copySite } from "./site-copy.js";
import { load } from "./throughput.js";
import { measureVisitors } from "./visitors.js";

export const POSTS = 200;
const LONG = `/blog/${LONG_POST}`;
const OTHER_PAGES = ["/", "/about", "/portfolio"];

function copyWithPosts() {
  const dir = copySite("blog");
  const folder = path.join(dir, "app/content/posts");
  mkdirSync(folder, { recursive: true });
  writePosts(folder, POSTS);
  // The long post tells the first project's story, as an owner's best one would.
  appendFileSync(
    path.join(dir, "app/content/projects.ts"),
    `\nObject.assign(projects[0]!, { story: ${JSON.stringify(LONG_POST)} });\n`,
  );
  return dir;
}

const build = async (dir) => (await buildCopy(dir)).seconds;

const brotli = (text) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** The long post's bytes as sent, and its HTML with and without the data it hydrates from. */
async function postBytes(url) {
  // The server makes each page's Brotli once it is up (gzip until then): wait for the post's.
  let sent;
  for (;;) {
    sent = await request(url + LONG, {
      headers: { "accept-encoding": "br" },
      reset: true,
    });
    if (sent.headers["content-encoding"] === "br") break;
    await sent.body.dump();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const compressed = Buffer.from(await sent.body.arrayBuffer()).length;
  const html = await (await fetch(url + LONG)).text();
  // React Router streams the data in scripts of its own, one or more; a page that is a document
  // alone has none.
  const data = hydrationData(html);
  const withoutData = data.reduce(
    (rest, script) => rest.replace(script, ""),
    html,
  );
  return {
    compressed,
    html: Buffer.byteLength(html),
    data: data.reduce((sum, script) => sum + Buffer.byteLength(script), 0),
    withoutDataCompressed: brotli(withoutData),
  };
}

export async function measureBlog({ port, runs, connections, duration }) {
  const dir = copyWithPosts();
  let server;
  try {
    const buildSeconds = await build(dir);
    // Again, as `npm run dev` does on every start: the pictures and cards from the cache.
    const rebuildSeconds = await build(dir);
    const starting = performance.now();
    server = await start({ cwd: dir, port });
    const startSeconds = (performance.now() - starting) / 1000;
    const bytes = await postBytes(server.url);
    const brotliSeconds = (performance.now() - starting) / 1000;
    const scripts = await firstLoadJs(server.url, [LONG, ...OTHER_PAGES]);
    const js = Object.fromEntries(
      Object.entries(scripts).map(([page, sizes]) => [page, sizes.bytes]),
    );
    const visitors = await measureVisitors({
      targets: [{ name: "with posts", url: server.url }],
      paths: [LONG, "/about"],
      runs,
    });
    const throughput = [];
    for (const page of [LONG, "/about"])
      throughput.push({
        name: page,
        ...(await load(server.url + page, {
          connections,
          duration,
          headers: { "accept-encoding": "gzip, br" },
        })),
      });
    return {
      posts: POSTS,
      buildSeconds,
      rebuildSeconds,
      startSeconds,
      brotliSeconds,
      bytes,
      js,
      visitors,
      throughput,
    };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureBlog({
    port: Number(process.env.BENCH_PORT ?? 3200) + 9,
    runs: Number(process.env.BENCH_RUNS ?? 3),
    connections: 50,
    duration: Number(process.env.BENCH_DURATION ?? 10),
  });
  writeFileSync("/dev/stdout", `${JSON.stringify(figures, null, 2)}\n`);
}
