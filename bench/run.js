// `npm run bench`: measures the production build and writes bench/REPORT.md, bench/results.json
// and bench/throughput.svg. Not part of the tests: figures are reported, not asserted.
//
//   node bench/run.js [--compare <label>=<folder>]...
//
// --compare adds another build of the site (a checkout where `npm run build` has run, with its
// dependencies installed) to the visitor measurements, interleaved with this one: "before" and
// "after" measured in the same minutes. Ports: BENCH_PORT (default 3200) up to BENCH_PORT + 9.
import { mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { startEmailService } from "../tests/mocks/email-service.js";

import { buildClientOnly } from "./client-only/build.js";
import { measureFirstLoadJs } from "./first-load-js.js";
import { runLighthouse } from "./lighthouse.js";
import { PROFILES } from "./network-profiles.js";
import { measureRelayOverhead } from "./relay-overhead.js";
import { writeReport } from "./report.js";
import { startServer } from "./server-process.js";
import { writeStaticCopy } from "./static-copy.js";
import { measureThroughput } from "./throughput.js";
import { measureVisitors, VIEWPORT } from "./visitors.js";

const PAGES = ["/", "/about", "/skills", "/resume", "/portfolio", "/contact"];
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const chromePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
const load = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION ?? 10),
};
const visitorRuns = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2);

const { values: options } = parseArgs({
  options: { compare: { type: "string", multiple: true, default: [] } },
});
const comparisons = options.compare.map((option) => {
  const [label, folder] = option.split("=");
  if (!label || !folder || !existsSync(path.join(folder, "build", "server.js")))
    throw new Error(
      `--compare ${option}: expected <label>=<folder with a built site>`,
    );
  return { label, folder: path.resolve(folder) };
});
if (comparisons.length > 4) throw new Error("At most four --compare builds");

const SERVICE_DELAY_MS = 200;
const emailService = await startEmailService({ delayMs: SERVICE_DELAY_MS });
// The production server as an owner runs it, but with the per-client limits (requests and open
// connections) off: every request here comes from one address.
const siteEnv = {
  RATE_LIMIT_MAX: "0",
  MAX_CONNECTIONS_PER_CLIENT: "10000",
  CONTACT_RATE_LIMIT_MAX: "1000000",
  REQUEST_LOG: "off",
  EMAILJS_ORIGIN: emailService.origin,
  EMAILJS_SERVICE_ID: "service_bench",
  EMAILJS_TEMPLATE_ID: "template_bench",
  EMAILJS_PUBLIC_KEY: "public_bench",
};
const scratch = await mkdtemp(path.join(os.tmpdir(), "bench-"));
const servers = [];
const start = async (settings) => {
  const server = await startServer(settings);
  servers.push(server);
  return server;
};

const figures = {
  date: new Date().toISOString(),
  machine: {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
  },
  pages: PAGES,
  visitorRuns,
  lighthouseRuns,
  load,
};
try {
  const site = await start({ port: PORT, env: siteEnv });
  // The same server rendering every request, to show what the page cache saves.
  const uncached = await start({
    port: PORT + 1,
    env: { ...siteEnv, PAGE_CACHE_ENTRIES: "0" },
  });

  console.log(
    "Copying the pages as static files, building the client-only app…",
  );
  const staticFolder = path.join(scratch, "static");
  await writeStaticCopy({
    baseUrl: site.url,
    paths: PAGES,
    folder: staticFolder,
  });
  const staticCopy = await start({
    script: "bench/static-server.js",
    args: [String(PORT + 3), staticFolder, "public"],
    port: PORT + 3,
  });
  const clientOnlyFolder = path.join(scratch, "client-only");
  await buildClientOnly({
    folder: clientOnlyFolder,
    paths: PAGES,
    publicDir: "public",
  });
  const clientOnly = await start({
    script: "bench/static-server.js",
    args: [String(PORT + 4), clientOnlyFolder, "public"],
    port: PORT + 4,
  });
  const compared = [];
  for (const [index, { label, folder }] of comparisons.entries()) {
    const server = await start({
      cwd: folder,
      port: PORT + 5 + index,
      env: siteEnv,
    });
    compared.push({ name: label, baseUrl: server.url, scripts: true });
  }

  const withScripts = [
    { name: "this build", baseUrl: site.url, scripts: true },
    ...compared,
  ];
  // Every page once, so no measured visit pays for the first render of a page.
  for (const target of withScripts)
    for (const page of PAGES) await fetch(target.baseUrl + page);

  console.log("Measuring first-load JavaScript…");
  figures.firstLoadJs = [];
  for (const target of [
    ...withScripts,
    { name: "client-only", baseUrl: clientOnly.url },
  ])
    figures.firstLoadJs.push({
      target: target.name,
      pages: await measureFirstLoadJs({
        baseUrl: target.baseUrl,
        paths: PAGES,
        executablePath: chromePath,
      }),
    });

  const targets = [
    ...withScripts,
    { name: "static copy", baseUrl: staticCopy.url, scripts: false },
    { name: "client-only", baseUrl: clientOnly.url, scripts: true },
  ];
  console.log(
    `Measuring visitors: ${visitorRuns} cold loads of each page, ${targets.length} versions, ${PROFILES.length} profiles…`,
  );
  figures.visitors = {
    viewport: VIEWPORT,
    profiles: PROFILES,
    targets: targets.map((target) => target.name),
    loadBefore: os.loadavg(),
    cells: await measureVisitors({
      targets,
      paths: PAGES,
      profiles: PROFILES,
      runs: visitorRuns,
      chromePath,
    }),
    loadAfter: os.loadavg(),
  };

  console.log(`Running Lighthouse (${lighthouseRuns} runs a page)…`);
  figures.lighthouse = await runLighthouse({
    baseUrl: site.url,
    paths: PAGES,
    runs: lighthouseRuns,
    chromePath,
  });
  console.log("Measuring throughput…");
  figures.throughput = await measureThroughput({
    baseUrl: site.url,
    uncachedUrl: uncached.url,
    baselinePort: PORT + 2,
    paths: ["/", "/portfolio"],
    ...load,
  });
  console.log("Measuring the contact relay…");
  figures.relay = await measureRelayOverhead({
    baseUrl: site.url,
    serviceDelayMs: SERVICE_DELAY_MS,
    samples: 30,
  });
} finally {
  for (const server of servers) await server.stop();
  await emailService.close();
  await rm(scratch, { recursive: true, force: true });
}

const checks = await writeReport(figures, {
  markdownPath: "bench/REPORT.md",
  jsonPath: "bench/results.json",
  chartPath: "bench/throughput.svg",
});
for (const check of checks)
  console.log(
    `${check.met ? "met    " : "NOT MET"}  ${check.budget}: ${check.value}`,
  );
console.log(
  "Wrote bench/REPORT.md, bench/results.json and bench/throughput.svg",
);
