// `npm run bench`: measures the production build and writes bench/REPORT.md, bench/results.json
// and bench/throughput.svg. Not part of the tests: figures are reported, not asserted.
import { existsSync } from "node:fs";
import os from "node:os";

import { measureFirstLoadJs } from "./first-load-js.js";
import { runLighthouse } from "./lighthouse.js";
import { writeReport } from "./report.js";
import { startServer } from "./server-process.js";
import { measureThroughput } from "./throughput.js";

const PAGES = ["/", "/about", "/skills", "/resume", "/portfolio", "/contact"];
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const chromePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
const load = {
  connections: 50,
  duration: Number(process.env.BENCH_DURATION ?? 10),
};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const server = await startServer({
  port: PORT,
  env: { RATE_LIMIT_DISABLED: "true" },
});
const figures = {
  date: new Date().toISOString(),
  machine: {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
  },
  lighthouseRuns,
  load,
};
try {
  console.log("Measuring first-load JavaScript…");
  figures.firstLoadJs = await measureFirstLoadJs({
    baseUrl: server.url,
    paths: PAGES,
    executablePath: chromePath,
  });
  console.log(`Running Lighthouse (${lighthouseRuns} runs a page)…`);
  figures.lighthouse = await runLighthouse({
    baseUrl: server.url,
    paths: PAGES,
    runs: lighthouseRuns,
    chromePath,
  });
  console.log("Measuring throughput…");
  figures.throughput = await measureThroughput({
    baseUrl: server.url,
    paths: ["/", "/portfolio"],
    ...load,
  });
} finally {
  await server.stop();
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
