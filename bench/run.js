// `npm run bench`: measures the production build beside an earlier one (abc6b44, the last build
// that ran React Router's whole runtime in the browser, unless told) and beside the floor, this
// build's own documents with no script (bench/floor.js), prints the figures and writes
// bench/REPORT.md (and, left out of git, bench/results.json). Figures are reported, not asserted.
//
//   npx tsx bench/run.js [--baseline <commit>|none] [--compare <label>=<folder>]... [--skip <section>]...
//
// --baseline (or BENCH_BASELINE) is the commit this build is measured against: abc6b44 unless
// told (94a82d4 is the last Remix build); `none` leaves it out. The run checks it out in a git worktree in a
// temporary folder, installs its dependencies and builds it there (a few minutes), and removes the
// worktree at the end (bench/baseline.js).
// --compare adds another build of the site (a checkout where `npm run build` has run, with its
// dependencies installed). The baseline and each compared build are measured beside this one:
// each page's first-load JavaScript, and a phone's visits interleaved with this build's, "before"
// and "after" measured in the same minutes.
// --skip (or BENCH_SKIP, comma-separated) leaves sections out, for a quicker run while the
// benchmark itself is being worked on: pictures, blog, long-tasks, messages, throughput,
// lighthouse. The
// report says which were left out. BENCH_RUNS (default 5) is the visits of each page and build,
// BENCH_DURATION (default 10) the seconds of each throughput load.
// Ports: BENCH_PORT (default 3200) up to BENCH_PORT + 9; the floor is on BENCH_PORT + 8.
// First of all, what pictures cost: six screenshots in a copy of the site (bench/pictures.js); and
// what writing costs: two hundred posts in another (bench/blog.js).
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { PAGES as SITE_PAGES } from "../app/pages.ts";

import { DEFAULT_BASELINE, LAST_REMIX, makeBaseline } from "./baseline.js";
import { measureBlog } from "./blog.js";
import { firstLoadJs } from "./first-load-js.js";
import { startFloor } from "./floor.js";
import { measureLighthouse } from "./lighthouse.js";
import { measureLongTasks } from "./long-tasks.js";
import { measureMessages } from "./messages.js";
import { measurePictures } from "./pictures.js";
import { start } from "./processes.js";
import { report } from "./report.js";
import { measureThroughput } from "./throughput.js";
import { measureVisitors } from "./visitors.js";

const PAGES = SITE_PAGES.map((page) => page.path);
const SECTIONS = [
  "pictures",
  "blog",
  "long-tasks",
  "messages",
  "throughput",
  "lighthouse",
];
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const load = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION ?? 10),
};

const { values } = parseArgs({
  options: {
    baseline: {
      type: "string",
      default: process.env.BENCH_BASELINE || DEFAULT_BASELINE,
    },
    compare: { type: "string", multiple: true, default: [] },
    skip: {
      type: "string",
      multiple: true,
      default: (process.env.BENCH_SKIP ?? "").split(",").filter(Boolean),
    },
  },
});
const compared = values.compare.map((option) => {
  const [name, folder] = option.split("=");
  if (!name || !folder || !existsSync(path.join(folder, "build/server.js")))
    throw new Error(
      `--compare ${option}: expected <label>=<folder with a built site>`,
    );
  return { name, folder: path.resolve(folder) };
});
const skipped = values.skip.flatMap((option) => option.split(","));
for (const section of skipped)
  if (!SECTIONS.includes(section))
    throw new Error(
      `--skip ${section}: expected one of ${SECTIONS.join(", ")}`,
    );
const measured = (section) => !skipped.includes(section);

const servers = [];
let baseline;
const figures = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}`,
  load,
  runs,
  pages: PAGES,
  skipped,
  // Other work on the machine slows every build alike but widens the spread: the report says so.
  loadAverages: [os.loadavg()[0]],
};
try {
  if (values.baseline !== "none") {
    console.log(
      `Making the baseline: ${values.baseline} checked out, installed and built (a few minutes)…`,
    );
    baseline = await makeBaseline(values.baseline);
    compared.unshift(baseline);
    figures.baseline = {
      name: baseline.name,
      commit: baseline.commit,
      lastRemix:
        LAST_REMIX.startsWith(baseline.commit) ||
        baseline.commit.startsWith(LAST_REMIX),
    };
  }
  if (measured("pictures")) {
    console.log("Measuring pictures: six screenshots in a copy of the site…");
    figures.pictures = await measurePictures({
      port: PORT + 7,
      runs: Math.min(runs, 3),
    });
  }
  if (measured("blog")) {
    console.log("Measuring the blog: two hundred posts in a copy of the site…");
    figures.blog = await measureBlog({
      port: PORT + 9,
      runs,
      connections: load.connections,
      duration: load.duration,
    });
  }
  // The site as an owner runs it: the default configuration, request log and limits on.
  const site = await start({ port: PORT });
  servers.push(site);
  const targets = [{ name: "this build", url: site.url }];
  for (const [index, { name, folder }] of compared.entries()) {
    // An earlier build may limit page views: not what is measured here.
    const env = { RATE_LIMIT_MAX: "0" };
    const server = await start({ cwd: folder, port: PORT + 2 + index, env });
    servers.push(server);
    targets.push({ name, url: server.url });
  }
  const floor = await startFloor({ upstream: site.url, port: PORT + 8 });
  servers.push(floor);
  await floor.warm(PAGES);
  targets.push({ name: "floor", url: floor.url, floor: true });
  console.log("Measuring first-load JavaScript…");
  figures.firstLoadJs = [];
  for (const target of targets)
    figures.firstLoadJs.push({
      target: target.name,
      pages: await firstLoadJs(target.url, PAGES),
    });
  console.log(
    `Measuring visitors on Slow 4G: ${runs} run${runs === 1 ? "" : "s"} of each page and build…`,
  );
  figures.visitors = await measureVisitors({
    targets,
    paths: PAGES,
    runs,
    log: console.log,
  });
  if (measured("lighthouse")) {
    console.log("Measuring Lighthouse's mobile performance score…");
    figures.lighthouse = await measureLighthouse({
      targets,
      paths: PAGES,
      log: console.log,
    });
  }
  if (measured("long-tasks")) {
    console.log("Measuring long tasks on a phone…");
    figures.longTasks = await measureLongTasks({ url: site.url, paths: PAGES });
  }
  if (measured("messages")) {
    console.log("Measuring messages kept per second…");
    const keeping = { connections: 10, duration: 5 };
    figures.messages = {
      ...keeping,
      ...(await measureMessages({ port: PORT + 5, ...keeping })),
    };
  }
  if (measured("throughput")) {
    console.log("Measuring throughput…");
    figures.throughput = await measureThroughput({
      site,
      port: PORT + 1,
      ...load,
    });
  }
} finally {
  figures.loadAverages.push(os.loadavg()[0]);
  for (const server of servers) await server.stop();
  baseline?.remove();
}

const markdown = report(figures);
await writeFile("bench/REPORT.md", markdown);
await writeFile("bench/results.json", `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\n${markdown}`);
