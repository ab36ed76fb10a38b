// `npm run bench`: measures the production build and writes bench/REPORT.md, bench/results.json
// and bench/throughput.svg. Not part of the tests: figures are reported, not asserted.
import { existsSync } from "node:fs";
import os from "node:os";

import { startEmailService } from "../tests/mocks/email-service.js";

import { measureFirstLoadJs } from "./first-load-js.js";
import { runLighthouse } from "./lighthouse.js";
import { measureRelayOverhead } from "./relay-overhead.js";
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

const SERVICE_DELAY_MS = 200;
const emailService = await startEmailService({ delayMs: SERVICE_DELAY_MS });
// The production server as an owner runs it, but with the per-client limits off: every request
// here comes from one address.
const siteEnv = {
  RATE_LIMIT_MAX: "0",
  CONTACT_RATE_LIMIT_MAX: "1000000",
  EMAILJS_ORIGIN: emailService.origin,
  EMAILJS_SERVICE_ID: "service_bench",
  EMAILJS_TEMPLATE_ID: "template_bench",
  EMAILJS_PUBLIC_KEY: "public_bench",
};
const server = await startServer({ port: PORT, env: siteEnv });
// The same server rendering every request, to show what the page cache saves.
const uncachedServer = await startServer({
  port: PORT + 1,
  env: { ...siteEnv, PAGE_CACHE_ENTRIES: "0" },
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
    uncachedUrl: uncachedServer.url,
    baselinePort: PORT + 2,
    paths: ["/", "/portfolio"],
    ...load,
  });
  console.log("Measuring the contact relay…");
  figures.relay = await measureRelayOverhead({
    baseUrl: server.url,
    serviceDelayMs: SERVICE_DELAY_MS,
    samples: 30,
  });
} finally {
  await server.stop();
  await uncachedServer.stop();
  await emailService.close();
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
