// Lighthouse's mobile performance score of each page, for each build: its default mobile run
// (a phone's screen, Slow 4G and a processor 4 times slower, simulated from one unthrottled
// load), in Debian's Chromium, headless, against the servers on this machine. One Chromium for
// each page, as Lighthouse's own command starts one; the pages of all builds in turn.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-background-networking",
];
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};

async function audit(address) {
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: FLAGS,
  });
  try {
    const { lhr } = await lighthouse(address, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const score = lhr.categories.performance.score;
    return {
      score: score === null ? null : Math.round(score * 100),
      ...Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [
          name,
          lhr.audits[id]?.numericValue ?? null,
        ]),
      ),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/** Each target's score and metrics per path; a run that failed is kept as its error. */
export async function measureLighthouse({ targets, paths, log = () => {} }) {
  const rows = [];
  for (const path of paths)
    for (const target of targets) {
      const row = { target: target.name, path };
      // Lighthouse now and then finds no navigation in its trace (NO_NAVSTART) on a busy
      // machine: the page is audited again, up to three times in all.
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          Object.assign(row, await audit(target.url + path), { attempt });
          delete row.error;
          break;
        } catch (error) {
          row.error = String(error?.message ?? error).split("\n")[0];
        }
      }
      log(`Lighthouse ${path}, ${target.name}: ${row.score ?? row.error}`);
      rows.push(row);
    }
  return rows;
}
