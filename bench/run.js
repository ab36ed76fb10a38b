// `npm run bench`: measures the production build, prints the figures and writes bench/REPORT.md
// (and, left out of git, bench/results.json). Figures are reported, not asserted.
//
//   node bench/run.js [--compare <label>=<folder>]...
//
// --compare adds another build of the site (a checkout where `npm run build` has run, with its
// dependencies installed) to the visitor measurements, interleaved with this one: "before" and
// "after" measured in the same minutes. Ports: BENCH_PORT (default 3200) up to BENCH_PORT + 9.
// First of all, what pictures cost: six screenshots in a copy of the site (bench/pictures.js); and
// what writing costs: two hundred posts in another (bench/blog.js).
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { measureBlog } from "./blog.js";
import { measureLongTasks } from "./long-tasks.js";
import { measureMessages } from "./messages.js";
import { measurePictures } from "./pictures.js";
import { start } from "./processes.js";
import { report } from "./report.js";
import { measureThroughput } from "./throughput.js";
import { firstLoadJs, measureVisitors } from "./visitors.js";

const PAGES = ["/", "/about", "/portfolio"];
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const load = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION ?? 10),
};

const { values } = parseArgs({
  options: { compare: { type: "string", multiple: true, default: [] } },
});
const compared = values.compare.map((option) => {
  const [name, folder] = option.split("=");
  if (!name || !folder || !existsSync(path.join(folder, "build/server.js")))
    throw new Error(
      `--compare ${option}: expected <label>=<folder with a built site>`,
    );
  return { name, folder: path.resolve(folder) };
});

const servers = [];
const figures = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}`,
  load,
  runs,
};
try {
  console.log("Measuring pictures: six screenshots in a copy of the site…");
  figures.pictures = await measurePictures({
    port: PORT + 7,
    runs: Math.min(runs, 3),
  });
  console.log("Measuring the blog: two hundred posts in a copy of the site…");
  figures.blog = await measureBlog({
    port: PORT + 9,
    runs,
    connections: load.connections,
    duration: load.duration,
  });
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
  console.log("Measuring first-load JavaScript…");
  figures.firstLoadJs = [];
  for (const target of targets)
    figures.firstLoadJs.push({
      target: target.name,
      ...(await firstLoadJs(target.url, PAGES)),
    });
  console.log(
    `Measuring visitors on Slow 4G: ${runs} runs of each page and build…`,
  );
  figures.visitors = await measureVisitors({ targets, paths: PAGES, runs });
  console.log("Measuring long tasks on a phone…");
  figures.longTasks = await measureLongTasks({
    url: site.url,
    paths: ["/", "/about", "/skills", "/resume", "/portfolio", "/contact"],
  });
  console.log("Measuring messages kept per second…");
  const keeping = { connections: 10, duration: 5 };
  figures.messages = {
    ...keeping,
    ...(await measureMessages({ port: PORT + 5, ...keeping })),
  };
  console.log("Measuring throughput…");
  figures.throughput = await measureThroughput({
    site,
    port: PORT + 1,
    ...load,
  });
} finally {
  for (const server of servers) await server.stop();
}

const markdown = report(figures);
await writeFile("bench/REPORT.md", markdown);
await writeFile("bench/results.json", `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\n${markdown}`);
