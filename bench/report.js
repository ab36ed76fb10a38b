// Writes the benchmark's figures as Markdown (bench/REPORT.md), JSON and an SVG chart.
import { writeFile } from "node:fs/promises";

import { describeProfile } from "./network-profiles.js";
import { throughputChart } from "./throughput-chart.js";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) =>
  Number.isFinite(value) ? `${Math.round(value)} ms` : "–";
const spread = (summary) =>
  summary
    ? `${Math.round(summary.median)} (${Math.round(summary.min)}–${Math.round(summary.max)})`
    : "–";
const percent = (fraction) => `${(fraction * 100).toFixed(1)} %`;
const ratio = (a, b) => (a && b ? (a.median / b.median).toFixed(2) : "–");

export const BUDGETS = {
  /** Medians over cold loads on the budget's profile, in milliseconds. */
  lcpMs: 1000,
  hydratedMs: 1300,
  profile: "Slow 4G",
  firstLoadKb: 90,
  lighthouse: 100,
  cls: 0,
  throughputRatio: 0.5,
};

export const SITE = "this build";

const siteCells = (figures) =>
  figures.visitors.cells.filter(
    (cell) => cell.target === SITE && cell.profile === BUDGETS.profile,
  );

/** Why a visitor budget was not met, from the same loads' own timings. */
function hydrationReason(cell) {
  if (!cell.hydrated) return `never hydrated: ${cell.errors.join("; ")}`;
  const after = cell.hydrated.median - (cell.scriptsEnd?.median ?? NaN);
  if (after < 0)
    return (
      `the HTML arrived by ${ms(cell.htmlEnd?.median)}; the page hydrated before its last ` +
      `script (one loaded later) arrived, at ${ms(cell.scriptsEnd?.median)}`
    );
  return (
    `the HTML arrived by ${ms(cell.htmlEnd?.median)} and the last script by ` +
    `${ms(cell.scriptsEnd?.median)}; the remaining ${ms(after)} is the CPU's work ` +
    "(compiling, running and hydrating, slowed 4x)"
  );
}

export function budgetChecks(figures) {
  const checks = [];
  for (const cell of siteCells(figures)) {
    const lcp = cell.lcp?.median ?? NaN;
    const copy = figures.visitors.cells.find(
      (other) =>
        other.target === "static copy" &&
        other.profile === cell.profile &&
        other.path === cell.path,
    );
    checks.push({
      budget: `${BUDGETS.profile} LCP ${cell.path} <= ${BUDGETS.lcpMs} ms (median)`,
      value: ms(lcp),
      met: lcp <= BUDGETS.lcpMs,
      reason:
        `first paint at ${ms(cell.fcp?.median)}, largest element: ${cell.lcpElements.join(", ")}; ` +
        `the static copy of the page, with no script at all, at ${ms(copy?.lcp?.median)}`,
    });
    const hydrated = cell.hydrated?.median ?? NaN;
    checks.push({
      budget: `${BUDGETS.profile} hydrated ${cell.path} <= ${BUDGETS.hydratedMs} ms (median)`,
      value: ms(hydrated),
      met: hydrated <= BUDGETS.hydratedMs && cell.failed === 0,
      reason: hydrationReason(cell),
    });
  }
  const site = figures.firstLoadJs.find((entry) => entry.target === SITE);
  for (const page of site.pages) {
    checks.push({
      budget: `First-load JS ${page.path} <= ${BUDGETS.firstLoadKb} KB transferred`,
      value: kb(page.compressed),
      met: page.compressed <= BUDGETS.firstLoadKb * 1024,
    });
  }
  for (const page of figures.lighthouse) {
    const { accessibility, seo } = page.scores;
    const practices = page.scores["best-practices"];
    checks.push({
      budget: `Lighthouse ${page.path}: accessibility, best practices and SEO 100, CLS 0`,
      value: `${accessibility} / ${practices} / ${seo}, CLS ${page.metrics.cls.toFixed(3)}`,
      met:
        [accessibility, practices, seo].every(
          (value) => value >= BUDGETS.lighthouse,
        ) && page.metrics.cls === BUDGETS.cls,
    });
  }
  for (const page of figures.throughput) {
    checks.push({
      budget: `Throughput ${page.path} >= ${BUDGETS.throughputRatio * 100} % of the fixed-buffer baseline`,
      value: percent(page.ratio),
      met: page.ratio >= BUDGETS.throughputRatio,
      reason:
        `${Math.round(page.page.rps)} req/s (p50 ${page.page.p50} ms) against the baseline's ` +
        `${Math.round(page.baseline.rps)} (p50 ${page.baseline.p50} ms). Express alone, one route ` +
        `answering the same buffer with none of the site's middleware, reaches ` +
        `${Math.round(page.expressAlone.rps)} (${percent(page.expressAlone.rps / page.baseline.rps)} of the baseline), ` +
        `and the site ${percent(page.page.rps / page.expressAlone.rps)} of that: a kept page is no ` +
        "longer answered ahead of the server's middleware but takes the same path as every other " +
        "request (security headers, request checks, compression, limits, the page store), so that " +
        "no answer skips them",
    });
  }
  return checks;
}

function visitorSection(figures, lines) {
  const { visitors } = figures;
  const load = (values) => values.map((value) => value.toFixed(1)).join(", ");
  lines.push(
    "",
    "## Visitors on a phone",
    "",
    `Each page opened cold (a new browser context: empty cache, no open connection) in Chromium at ${visitors.viewport.width} px,`,
    "with the network and the CPU slowed by the browser itself through the DevTools protocol,",
    `${figures.visitorRuns} times per page and version; versions and pages interleaved, so a busy moment falls on all`,
    "of them alike. Median (fastest–slowest) in milliseconds from the start of the navigation:",
    "",
    "- **FCP**, **LCP**: the browser's first and largest contentful paint.",
    "- **Hydrated**: React has taken the page over (the accent gear turns into a button, which the",
    "  page renders only then); from that moment every control answers.",
    "- **Menu**, **Filter**: proof that they do: once hydrated, a tap on the menu button (and on",
    "  /portfolio on a filter tab), and the time from the tap until the page showed the answer.",
    "- **Transferred**: the bytes the page took over the network until it was hydrated (the",
    "  static copy: until it had loaded), headers included.",
    "",
    "Versions: **this build** (the production server); **static copy** (each page's HTML as the",
    "server sends it, without scripts, with the same stylesheet and images, from a plain static",
    "file server: the soonest these pages can paint over the same link); **client-only** (the same",
    "pages and components as a client-side React app: an empty page that renders in the browser,",
    "as the product was first built)" +
      (visitors.targets.length > 3
        ? `; ${visitors.targets
            .filter(
              (name) => ![SITE, "static copy", "client-only"].includes(name),
            )
            .map((name) => `**${name}**`)
            .join(
              ", ",
            )} (an earlier commit of the site, built in its own checkout and served by its own production server, measured in the same run).`
        : "."),
    "",
    `Load average of the machine (1, 5, 15 min) before: ${load(visitors.loadBefore)}; after: ${load(visitors.loadAfter)}.`,
  );
  for (const profile of visitors.profiles) {
    const cells = visitors.cells.filter(
      (cell) => cell.profile === profile.name,
    );
    lines.push("", `### ${describeProfile(profile)}`, "");
    lines.push(
      "| Page | Version | FCP | LCP | Hydrated | Menu | Filter | Transferred | Failed |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const path of figures.pages)
      for (const cell of cells.filter((cell) => cell.path === path))
        lines.push(
          `| ${path} | ${cell.target} | ${spread(cell.fcp)} | ${spread(cell.lcp)} | ${spread(cell.hydrated)} | ${spread(cell.menuMs)} | ${spread(cell.filterMs)} | ${cell.transferred ? kb(cell.transferred.median) : "–"} | ${cell.failed || ""} |`,
        );
    lines.push(
      "",
      `Against the static copy (median over median; 1.00 is as soon as the link allows):`,
      "",
      "| Page | FCP ratio | LCP ratio | Client-only LCP ratio | Client-only hydrated / this build |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const path of figures.pages) {
      const of = (target) =>
        cells.find((cell) => cell.path === path && cell.target === target);
      const site = of(SITE);
      const copy = of("static copy");
      const clientOnly = of("client-only");
      lines.push(
        `| ${path} | ${ratio(site.fcp, copy.fcp)} | ${ratio(site.lcp, copy.lcp)} | ${ratio(clientOnly?.lcp, copy.lcp)} | ${ratio(clientOnly?.hydrated, site.hydrated)} |`,
      );
    }
  }
  const elements = visitors.cells.filter(
    (cell) =>
      cell.target === SITE && cell.profile === visitors.profiles[0].name,
  );
  lines.push(
    "",
    "The largest paint of each page (this build): " +
      elements
        .map((cell) => `${cell.path} ${cell.lcpElements.join(" or ")}`)
        .join("; ") +
      ".",
  );
  const failed = visitors.cells.filter((cell) => cell.failed);
  for (const cell of failed)
    lines.push(
      "",
      `${cell.target}, ${cell.profile}, ${cell.path}: ${cell.failed} of ${figures.visitorRuns} loads failed (${cell.errors.join("; ")}); the figures are of the others.`,
    );
}

function firstLoadSection(figures, lines) {
  lines.push("", "## First-load JavaScript", "");
  const site = figures.firstLoadJs.find((entry) => entry.target === SITE);
  const others = figures.firstLoadJs.filter((entry) => entry !== site);
  lines.push(
    `| Page | Files | Transferred | Raw | Loaded later (files, transferred, raw) | ${others.map((entry) => entry.target).join(" | ")} |`,
    `| --- | --- | --- | --- | --- | ${others.map(() => "---").join(" | ")} |`,
  );
  for (const page of site.pages) {
    const lazy = page.lazy.files
      ? `${page.lazy.files}, ${kb(page.lazy.compressed)}, ${kb(page.lazy.raw)}`
      : "none";
    const compared = others.map((entry) => {
      const other = entry.pages.find(
        (candidate) => candidate.path === page.path,
      );
      return other ? `${kb(other.compressed)} (${other.files} files)` : "–";
    });
    lines.push(
      `| ${page.path} | ${page.files} | ${kb(page.compressed)} | ${kb(page.raw)} | ${lazy} | ${compared.join(" | ")} |`,
    );
  }
  lines.push(
    "",
    "Transferred is what crossed the wire, as the browser downloaded it (encodings: " +
      [...new Set(site.pages.flatMap((page) => page.encodings))].join(", ") +
      "). What is loaded later on the home page is the particle engine, fetched after the page is",
    "shown; the colour picker is fetched only when the accent panel is opened, so it is in neither.",
    "The client-only app's files come from the plain static server, compressed with gzip.",
  );
}

function lighthouseSection(figures, lines) {
  lines.push(
    "",
    `## Lighthouse (mobile, --throttling-method=devtools, median of ${figures.lighthouseRuns} runs)`,
    "",
    "Lighthouse applies its throttling in the browser here (562.5 ms per request, 1.44 Mbit/s down,",
    "675 kbit/s up, CPU 4x: the Fast 3G profile above) and reports what it measured. The last two",
    "columns are one run with its default *simulated* throttling: an estimate by its simulator",
    "(Lantern) from an unthrottled load, shown for comparison only and never a budget.",
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | Simulated performance | Simulated LCP |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const page of figures.lighthouse) {
    const s = Object.fromEntries(
      Object.entries(page.scores).map(([id, value]) => [
        id,
        Number.isFinite(value) ? value : "–",
      ]),
    );
    const m = page.metrics;
    lines.push(
      `| ${page.path} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(3)} | ${ms(m.si)} | ${page.simulated?.performance ?? "–"} | ${ms(page.simulated?.lcp)} |`,
    );
  }
  const failing = [
    ...new Set(figures.lighthouse.flatMap((page) => page.failing)),
  ];
  if (failing.length)
    lines.push(
      "",
      `Audits that did not pass in some run: ${failing.join(", ")}.`,
    );
  for (const page of figures.lighthouse.filter((page) => page.errors.length))
    lines.push(
      "",
      `${page.path}: in some runs Lighthouse could not compute ${page.errors.join("; ")}; the medians leave those runs out.`,
    );
  for (const page of figures.lighthouse.filter((page) => page.failedRuns > 0))
    lines.push(
      "",
      `${page.path}: ${page.failedRuns} of ${figures.lighthouseRuns} runs could not finish; the median is of the other ${page.runs}.`,
    );
}

function throughputSection(figures, lines) {
  lines.push(
    "",
    `## Throughput (${figures.load.connections} connections, ${figures.load.duration} s each, autocannon)`,
    "",
    "![Requests per second](throughput.svg)",
    "",
    "| Page | Bytes | Site req/s | p50 | p99 | Errors | Rendered each time req/s | Express alone req/s | Baseline req/s | Baseline p50 | Baseline p99 | Ratio |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const page of figures.throughput) {
    const p = page.page;
    const u = page.uncached;
    const b = page.baseline;
    const e = page.expressAlone;
    lines.push(
      `| ${page.path} | ${page.bytes} | ${Math.round(p.rps)} | ${p.p50} ms | ${p.p99} ms | ${p.errors} | ${Math.round(u.rps)} (${percent(u.rps / b.rps)}) | ${Math.round(e.rps)} (${percent(e.rps / b.rps)}) | ${Math.round(b.rps)} | ${b.p50} ms | ${b.p99} ms | ${percent(page.ratio)} |`,
    );
  }
  lines.push(
    "",
    "Site: the production server as configured by default (pages kept in memory after their first",
    "render). Rendered each time: the same server with `PAGE_CACHE_ENTRIES=0`. Baseline: a bare",
    "Node server answering the site's exact bytes and headers from one buffer, in its own process.",
    "Express alone: the same, through an Express app with one route and no other middleware, the",
    "framework the site's server is built on: a ceiling the site is not expected to pass. Each",
    "figure is one run of each server, so two runs can differ by 20 % or more.",
    "The load generator shares the machine's two cores with the server it measures: where the site",
    "matches or passes the baseline, both are held back by the load generator, and the site is as",
    "fast as this machine can show.",
  );
  const r = figures.relay;
  lines.push(
    "",
    "## Contact relay overhead",
    "",
    `The email service's test double answers after a fixed ${r.serviceDelayMs} ms. Over ${r.samples} sends,`,
    `the contact action took a median of ${ms(r.medianTotalMs)} (p90 ${ms(r.p90TotalMs)}), so the relay adds`,
    `a median of **${ms(r.medianOverheadMs)}** above the service's own latency.`,
  );
}

export async function writeReport(
  figures,
  { markdownPath, jsonPath, chartPath },
) {
  const checks = budgetChecks(figures);
  await writeFile(
    jsonPath,
    JSON.stringify({ ...figures, budgets: checks }, null, 2) + "\n",
  );
  await writeFile(chartPath, throughputChart(figures.throughput));

  const lines = [];
  lines.push(
    "# Benchmark report",
    "",
    `Measured ${figures.date} on ${figures.machine.cores} cores (${figures.machine.cpu}), Node ${figures.machine.node},`,
    "by `npm run bench`. Timings vary from run to run, by 20 % or more on a shared machine: medians",
    "are quoted with the fastest and slowest run, and every comparison is between figures measured",
    "in the same run, interleaved.",
    "",
    "## Summary",
    "",
    "| Budget | Measured | Met |",
    "| --- | --- | --- |",
  );
  for (const check of checks)
    lines.push(
      `| ${check.budget} | ${check.value} | ${check.met ? "yes" : `**no**: ${check.reason ?? ""}`} |`,
    );
  visitorSection(figures, lines);
  firstLoadSection(figures, lines);
  lighthouseSection(figures, lines);
  throughputSection(figures, lines);
  lines.push("");
  await writeFile(markdownPath, lines.join("\n"));
  return checks;
}
