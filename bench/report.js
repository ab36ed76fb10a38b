// The benchmark's figures as Markdown: what each row measures, and whether the pages meet the
// site's aims for throughput (at least 90 % of the same bytes as a file, at least half of Express
// alone, no failed answer).

const table = (head, rows) =>
  [head, head.map(() => "---"), ...rows]
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const percent = (part, whole) => `${Math.round((100 * part) / whole)} %`;

export function report({
  date,
  machine,
  load,
  runs,
  throughput,
  firstLoadJs,
  visitors,
}) {
  const [bare, express, file, ...pages] = throughput;
  const aims = pages.map((page) => {
    const met =
      page.rps >= 0.9 * file.rps &&
      page.rps >= 0.5 * express.rps &&
      page.failed === 0;
    return `${page.name}: ${percent(page.rps, file.rps)} of the file, ${percent(page.rps, express.rps)} of Express alone, ${page.failed} failed answers: ${met ? "met" : "**not met**"}.`;
  });
  const targets = [...new Set(visitors.map((visit) => visit.target))];
  return `# Benchmark report

Measured ${date} on ${machine}, by \`npm run bench\`. Timings vary from run to run, by 20 % or
more on a shared machine: compare figures of one run with each other, not across runs.

## Throughput

${load.connections} connections for ${load.duration} s each, from autocannon on the same machine,
asking for Brotli or gzip as browsers do. Every server sends the bytes the site sends for /about.
The fixed-buffer servers answer every request with them from memory, with no middleware: bare
Node's HTTP server, the limit of this machine, and Express with one route, the limit of the
framework. The file is the same HTML in public/, which the site compresses as it sends it. The
site runs as an owner runs it, in its default configuration (request log and limits on).

${table(
  ["Server", "Requests/s", "Of bare Node", "p50", "p99", "Failed"],
  throughput.map((row) => [
    row.name,
    row.rps,
    percent(row.rps, bare.rps),
    `${row.p50} ms`,
    `${row.p99} ms`,
    row.failed,
  ]),
)}

${aims.map((aim) => `- ${aim}`).join("\n")}

## First-load JavaScript

The scripts each page names, as a browser downloads them (Brotli).

${table(
  ["Build", ...Object.keys(firstLoadJs[0]).filter((key) => key !== "target")],
  firstLoadJs.map(({ target, ...pages }) => [
    target,
    ...Object.values(pages).map(kb),
  ]),
)}

## Visitors on a phone

Chromium at 375 px, the network and the processor slowed by the browser itself: Slow 4G (150 ms
added to each request, 1.6 Mbit/s down, 750 kbit/s up) and a processor 4 times slower. A first
visit starts with nothing cached. A returning visitor has chosen an accent (with the site's own
form) and has every file cached. Median of ${runs} runs, in milliseconds from the navigation:
first and largest contentful paint, and when React has taken the page over.

${table(
  [
    "Page",
    "Visit",
    ...targets.flatMap((t) => [`${t}: FCP`, "LCP", "Hydrated"]),
  ],
  [...new Set(visitors.map((v) => `${v.path} ${v.visit}`))].map((key) => {
    const [path, visit] = key.split(" ");
    const row = (target) =>
      visitors.find(
        (v) => v.target === target && v.path === path && v.visit === visit,
      );
    return [
      path,
      visit,
      ...targets.flatMap((t) => [row(t).fcp, row(t).lcp, row(t).hydrated]),
    ];
  }),
)}
`;
}
