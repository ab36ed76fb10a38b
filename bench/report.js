// Writes the benchmark's figures as Markdown (bench/REPORT.md), JSON and an SVG chart.
import { writeFile } from "node:fs/promises";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

export const BUDGETS = {
  firstLoadKb: 90,
  lighthouse: 100,
  cls: 0,
  throughputRatio: 0.5,
};

export function budgetChecks(figures) {
  const checks = [];
  for (const page of figures.firstLoadJs) {
    checks.push({
      budget: `First-load JS ${page.path} <= ${BUDGETS.firstLoadKb} KB compressed`,
      value: kb(page.compressed),
      met: page.compressed <= BUDGETS.firstLoadKb * 1024,
    });
  }
  for (const page of figures.lighthouse) {
    const scores = Object.values(page.scores);
    checks.push({
      budget: `Lighthouse ${page.path}: 100 in all four categories, CLS 0`,
      value: `${scores.join(" / ")}, CLS ${page.metrics.cls.toFixed(3)}`,
      met:
        scores.every((score) => score >= BUDGETS.lighthouse) &&
        page.metrics.cls === 0,
    });
  }
  for (const page of figures.throughput) {
    checks.push({
      budget: `Throughput ${page.path} >= ${BUDGETS.throughputRatio * 100} % of the fixed-buffer baseline`,
      value: `${(page.ratio * 100).toFixed(1)} %`,
      met: page.ratio >= BUDGETS.throughputRatio,
    });
  }
  return checks;
}

export function throughputChart(throughput) {
  const rows = throughput.flatMap((page) => [
    { label: `${page.path} (site)`, value: page.page.rps, accent: true },
    {
      label: `${page.path} (rendered each time)`,
      value: page.uncached.rps,
      accent: true,
    },
    {
      label: `${page.path} (fixed buffer)`,
      value: page.baseline.rps,
      accent: false,
    },
  ]);
  const max = Math.max(...rows.map((row) => row.value), 1);
  const width = 640;
  const rowHeight = 34;
  const labelWidth = 250;
  const height = rows.length * rowHeight + 40;
  const bars = rows
    .map((row, index) => {
      const y = 20 + index * rowHeight;
      const barWidth = ((width - labelWidth - 110) * row.value) / max;
      return `<text x="${labelWidth - 10}" y="${y + 18}" text-anchor="end">${row.label}</text>
<rect x="${labelWidth}" y="${y + 4}" width="${barWidth.toFixed(1)}" height="20" fill="${row.accent ? "#2f9e1a" : "#8a8a8a"}"/>
<text x="${labelWidth + barWidth + 8}" y="${y + 18}">${Math.round(row.value)} req/s</text>`;
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="13" fill="#222">
<rect width="100%" height="100%" fill="#fff"/>
${bars}
</svg>
`;
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
  lines.push("# Benchmark report", "");
  lines.push(
    `Measured ${figures.date} on ${figures.machine.cores} cores (${figures.machine.cpu}), Node ${figures.machine.node}.`,
    "Figures vary from run to run by 20 % or more on a shared machine: medians are quoted, and",
    "each throughput figure is compared with a baseline measured in the same run.",
    "",
  );
  lines.push(
    "## Summary",
    "",
    "| Budget | Measured | Met |",
    "| --- | --- | --- |",
  );
  for (const check of checks)
    lines.push(
      `| ${check.budget} | ${check.value} | ${check.met ? "yes" : "**no**"} |`,
    );

  lines.push("", "## First-load JavaScript", "");
  lines.push(
    "| Page | Files | Compressed | Raw | Loaded later (files, compressed, raw) |",
    "| --- | --- | --- | --- | --- |",
  );
  for (const page of figures.firstLoadJs) {
    const lazy = page.lazy.files
      ? `${page.lazy.files}, ${kb(page.lazy.compressed)}, ${kb(page.lazy.raw)}`
      : "none";
    lines.push(
      `| ${page.path} | ${page.files} | ${kb(page.compressed)} | ${kb(page.raw)} | ${lazy} |`,
    );
  }
  lines.push(
    "",
    "Compressed is what crossed the wire, as the browser downloaded it (encodings: " +
      [...new Set(figures.firstLoadJs.flatMap((page) => page.encodings))].join(
        ", ",
      ) +
      "). What is loaded later on the home page is the particle engine, fetched after the page is",
    "shown; the colour picker is fetched only when the accent panel is opened, so it is in neither.",
  );

  lines.push(
    "",
    `## Lighthouse (mobile, default settings, median of ${figures.lighthouseRuns} runs)`,
    "",
  );
  lines.push(
    "| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | FCP | Speed Index |",
  );
  lines.push("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const page of figures.lighthouse) {
    const s = page.scores;
    const m = page.metrics;
    lines.push(
      `| ${page.path} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(3)} | ${ms(m.fcp)} | ${ms(m.si)} |`,
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
  const below = figures.lighthouse.filter(
    (page) => page.scores.performance < BUDGETS.lighthouse,
  );
  lines.push(
    "",
    "Each page's scripts are fetched only once the browser reports its first paint",
    "(app/utils/scripts-after-first-paint.server.ts): the server's HTML is the whole page, so",
    "neither the first nor the largest paint waits on React and Remix.",
  );
  for (const page of below)
    lines.push(
      "",
      `Performance on ${page.path} is ${page.scores.performance}: LCP ${Math.round(page.metrics.lcp)} ms, ` +
        `FCP ${Math.round(page.metrics.fcp)} ms, TBT ${Math.round(page.metrics.tbt)} ms; ` +
        "Lighthouse's own audits in a run of that page say what held it back.",
    );
  const unfinished = figures.lighthouse.filter((page) => page.failedRuns > 0);
  for (const page of unfinished)
    lines.push(
      "",
      `${page.path}: ${page.failedRuns} of ${figures.lighthouseRuns} runs could not finish; the median is of the other ${page.runs}.`,
    );

  lines.push(
    "",
    `## Throughput (${figures.load.connections} connections, ${figures.load.duration} s each, autocannon)`,
    "",
  );
  lines.push("![Requests per second](throughput.svg)", "");
  lines.push(
    "| Page | Bytes | Site req/s | p50 | p99 | Errors | Rendered each time req/s | Baseline req/s | Baseline p50 | Baseline p99 | Ratio |",
  );
  lines.push(
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const page of figures.throughput) {
    const p = page.page;
    const u = page.uncached;
    const b = page.baseline;
    lines.push(
      `| ${page.path} | ${page.bytes} | ${Math.round(p.rps)} | ${p.p50} ms | ${p.p99} ms | ${p.errors} | ${Math.round(u.rps)} (${((u.rps / b.rps) * 100).toFixed(1)} %) | ${Math.round(b.rps)} | ${b.p50} ms | ${b.p99} ms | ${(page.ratio * 100).toFixed(1)} % |`,
    );
  }
  lines.push(
    "",
    "Site: the production server as configured by default (pages kept in memory after their first",
    "render). Rendered each time: the same server with `PAGE_CACHE_ENTRIES=0`. Baseline: a bare",
    "Node server answering the site's exact bytes and headers from one buffer, in its own process.",
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
  lines.push("");
  await writeFile(markdownPath, lines.join("\n"));
  return checks;
}
