// The benchmark's figures as Markdown: what each row measures, and whether the pages meet the
// site's aims: beside the baseline (bench/report-comparison.js), for pictures, for writing, and for
// throughput (at least 90 % of the same bytes as a file, at least half of Express alone, no failed
// answer).
//
//   node bench/report.js    writes bench/REPORT.md again from the last run's bench/results.json

import { readFileSync, writeFileSync } from "node:fs";

import { blockingTime } from "./long-tasks.js";
import { comparisonSection } from "./report-comparison.js";
import { kb, percent, sized, table, verdict } from "./report-format.js";

/** A section the run was told to leave out (--skip). */
const leftOut = (title) => `## ${title}\n\nLeft out of this run (--skip).`;

export function report(figures) {
  const { date, machine, skipped = [], loadAverages } = figures;
  const sections = [
    comparisonSection(figures),
    figures.pictures
      ? picturesSection(figures)
      : leftOut("Pictures on /portfolio"),
    figures.blog ? blogSection(figures.blog) : leftOut("Writing: posts"),
    figures.messages
      ? messagesSection(figures.messages)
      : leftOut("Messages kept"),
    figures.throughput ? throughputSection(figures) : leftOut("Throughput"),
    figures.longTasks
      ? longTasksSection(figures.longTasks)
      : leftOut("Long tasks on a phone"),
  ];
  return `# Benchmark report

Measured ${date} on ${machine}, by \`npm run bench\`. Timings vary from run to run, by 20 % or
more on a shared machine: compare figures of one run with each other, not across runs.${
    loadAverages
      ? ` The system's load average (one minute) was ${loadAverages.map((n) => n.toFixed(1)).join(" at the start and ")} at the end${loadAverages.some((n) => n > 1) ? ": other work was running on the machine, and every build met it alike" : ""}.`
      : ""
  }${skipped.length ? ` Left out of this run: ${skipped.join(", ")}.` : ""}

${sections.join("\n\n")}
`;
}

/** Six screenshots as the projects' pictures, on a phone and a desktop. */
function picturesSection({ pictures, runs }) {
  const [made] = pictures.rows;
  const pictureAims = [
    ["a phone loads at most 250 KB of pictures", made.phoneBytes <= 250_000],
    ["its largest paint comes within 1.2 s", made.phoneLcp <= 1200],
    ["a desktop loads at most 800 KB", made.desktopBytes <= 800_000],
  ].map(
    ([aim, met]) => `${aim}${met === undefined ? "" : `: ${verdict(met)}`}`,
  );
  return `## Pictures on /portfolio

Six screenshots as a laptop saves them (2880 × 1800 PNG, drawn by the benchmark: flat interface
colours and text, three with a photo-like region) are the projects' pictures in a copy of the site.
Chromium loads /portfolio as a phone (375 × 740 at DPR 3, on Slow 4G with a processor 4 times
slower) and as a desktop (1440 × 900, not slowed), and counts the bytes of every picture as they
came over the network. The originals are the same page with each picture the owner's file as it
is; the sample's pictures are this checkout's own page, small SVGs. The phone's figures are the
median of ${Math.min(runs, 3)} run${runs === 1 ? "" : "s"}, the originals' of one.

${table(
  ["Pictures", "Phone: bytes", "Phone: LCP", "Desktop: bytes"],
  pictures.rows.map((row) => [
    row.name,
    sized(row.phoneBytes),
    `${row.phoneLcp} ms`,
    sized(row.desktopBytes),
  ]),
)}

${pictureAims.map((aim) => `- ${aim}.`).join("\n")}

Building the copy took ${pictures.firstBuild.toFixed(1)} s the first time and ${pictures.secondBuild.toFixed(1)} s the
second, with the pictures from the cache. The first build said:

\`\`\`
${pictures.lines.join("\n")}
\`\`\``;
}

/** The contact form under load, in each message store. */
function messagesSection(messages) {
  return `## Messages kept

The contact form under load (${messages.connections} connections for ${messages.duration} s, autocannon), every
message valid: each is written to the message store, durably, before its answer. No email service
is configured, so this is the form and the store alone.${messages.postgres ? "" : " PostgreSQL is not installed here: its row is missing."}

${table(
  ["Store", "Messages kept/s", "p50", "p99", "Failed"],
  messages.rows.map((row) => [
    row.name,
    row.rps,
    `${row.p50} ms`,
    `${row.p99} ms`,
    row.failed,
  ]),
)}`;
}

/** Pages a second against the same bytes from bare Node, Express alone and a file. */
function throughputSection({ throughput, load }) {
  const [bare, express, file, ...pages] = throughput;
  const aims = pages.map((page) => {
    const met =
      page.rps >= 0.9 * file.rps &&
      page.rps >= 0.5 * express.rps &&
      page.failed === 0;
    return `${page.name}: ${percent(page.rps, file.rps)} of the file, ${percent(page.rps, express.rps)} of Express alone, ${page.failed} failed answers: ${verdict(met)}.`;
  });
  return `## Throughput

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

${aims.map((aim) => `- ${aim}`).join("\n")}`;
}

/** Each page's long tasks on a phone, and what fills them. */
function longTasksSection(pages) {
  return `## Long tasks on a phone

A first visit at 375 px on Slow 4G with a processor 4 times slower, traced by Chromium until 5 s
after the page's load: each task of 50 ms or more on the page's main thread (bench/long-tasks.js),
from the start of parsing, with the three kinds of work that take most of it. Blocking time adds
up each task's time beyond 50 ms, as Lighthouse's total blocking time does (Lighthouse counts
only up to the page's interactivity; this counts to 5 s after load). One run of each page.

${table(
  ["Page", "Blocking", "Long tasks: at, length, what fills them"],
  pages.map(({ path, tasks }) => [
    path,
    `${blockingTime(tasks)} ms`,
    tasks
      .map((task) => `${task.at} ms, ${task.ms} ms: ${task.work.join("; ")}`)
      .join("<br>"),
  ]),
)}`;
}

/** Two hundred posts: the build, the long post's bytes and scripts, a phone, and throughput. */
function blogSection(blog) {
  const [post, about] = blog.throughput;
  const long = post.name;
  const { bytes, js } = blog;
  const others = Object.entries(js).filter(([page]) => page !== long);
  const most = Math.max(...others.map(([, size]) => size));
  const ratio = bytes.compressed / bytes.withoutDataCompressed;
  const first = (path) => blog.visitors.find((v) => v.path === path);
  const aims = [
    [
      `its largest paint on a phone comes within 1.0 s (${first(long).lcp} ms)`,
      first(long).lcp <= 1000,
    ],
    [
      `its first-load JavaScript is at most the other pages' ${kb(most)} plus 5 KB (${kb(js[long])})`,
      js[long] <= most + 5000,
    ],
    [
      `its page is at most 1.25 times its HTML without the hydration data, both compressed (${ratio.toFixed(2)})`,
      ratio <= 1.25,
    ],
  ].map(([aim, met]) => `- ${aim}: ${verdict(met)}.`);
  return `## Writing: ${blog.posts} posts

A copy of the site with ${blog.posts} posts written by the benchmark (bench/posts.js), one of them
(${long}) 2,000 words long with three blocks of code and five sections. Building the copy took
${blog.buildSeconds.toFixed(1)} s, and ${blog.rebuildSeconds.toFixed(1)} s again with the pictures and share cards from the cache (as
\`npm run dev\` does on every start); its server answered ${blog.startSeconds.toFixed(1)} s after it was started, every
page and post rendered and kept in gzip, and sent the long post in Brotli ${blog.brotliSeconds.toFixed(1)} s after it was started.

${table(
  ["The long post", "Bytes"],
  [
    ["HTML", sized(bytes.html)],
    ["of which the data React hydrates from", sized(bytes.data)],
    ["sent (Brotli)", sized(bytes.compressed)],
    ["HTML without that data, Brotli", sized(bytes.withoutDataCompressed)],
  ],
)}

${table(
  ["First-load JavaScript", ...Object.keys(js)],
  [["Brotli", ...Object.values(js).map(kb)]],
)}

${table(
  ["Phone on Slow 4G", "FCP", "LCP", "Load", "Returning: LCP", "Menu answers"],
  blog.visitors.map((v) => [
    v.path,
    v.fcp,
    v.lcp,
    v.load,
    v.returningLcp,
    v.menu,
  ]),
)}

${table(
  ["Throughput", "Requests/s", "p50", "p99", "Failed"],
  [post, about].map((row) => [
    row.name,
    row.rps,
    `${row.p50} ms`,
    `${row.p99} ms`,
    row.failed,
  ]),
)}

${aims.join("\n")}`;
}

if (import.meta.url === `file://${process.argv[1]}`)
  writeFileSync(
    "bench/REPORT.md",
    report(JSON.parse(readFileSync("bench/results.json", "utf8"))),
  );
