// The report's first section: this build beside the one it is measured against (abc6b44 unless
// the run was told another) and beside the floor, its own documents with no script, page by page:
// the JavaScript a first visit downloads, a phone's first and returning visits, when the menu, the
// gear and the picker answer a tap, and Lighthouse's mobile score; and whether this build meets
// the aims it is held to. Checks, never asserted: the one figure a test asserts is the 5 KB.
import { NONE, change, kb, table, verdict } from "./report-format.js";

/** Brotli bytes of JavaScript a first visit to any page may download: 5 KB. */
export const MOST_JS = 5 * 1024;
/** How much later than the floor's a page's largest paint may come. */
export const LCP_OVER_FLOOR = 1.1;

const ms = (value) => (Number.isFinite(value) ? `${value} ms` : NONE);

export function comparisonSection({
  firstLoadJs,
  visitors = [],
  lighthouse,
  runs,
  baseline,
  pages,
}) {
  const targets = firstLoadJs.map((build) => build.target);
  const own = targets[0];
  const floor = "floor";
  const others = targets.filter((target) => target !== own);
  const js = (target, path) =>
    firstLoadJs.find((build) => build.target === target).pages[path]?.bytes;
  const visit = (target, path) =>
    visitors.find((v) => v.target === target && v.path === path);
  const figure = (target, path, name) => visit(target, path)?.[name];
  const perTarget = (name, show = ms) =>
    pages.map((path) => [
      path,
      ...targets.map((target) => show(figure(target, path, name))),
    ]);
  const lcpRatio = (path) =>
    figure(own, path, "lcp") / figure(floor, path, "lcp");
  const named = others.map((t) => (t === floor ? "the floor" : t));
  return `## This build beside ${named.join(" and ")}

${describeBaseline(baseline)} The floor is this build's own documents with every \`<script>\`
(inline or not) and every \`<link rel="modulepreload">\` taken out, served by the benchmark's
proxy in front of this build's server (bench/floor.js): the same HTML, styles, pictures and fonts,
and nothing to run: no script can make a page faster than that.

### First-load JavaScript

Every script a page's HTML names (\`<script src>\`, \`<link rel="modulepreload">\`, the static
imports of its inline module scripts) and any module those import statically, each compressed by
the benchmark with Brotli at its highest quality (Node's zlib, the setting the builds precompress
their files with); headers are not counted. What a page loads later, when it is needed (the
picker, the particles, the contact form's alerts), is not.

${table(
  ["Page", ...targets],
  pages.map((path) => [path, ...targets.map((t) => shown(js(t, path), kb))]),
)}
${unnamedScripts(firstLoadJs)}
- ${jsAim(pages, (path) => js(own, path))}

### A phone

Chromium at 375 px (a phone's screen, with touch), the network and the processor slowed by the
browser itself through the DevTools protocol: Slow 4G (150 ms added to each request, 1.6 Mbit/s
down, 750 kbit/s up) and a processor 4 times slower. Median of ${runs} run${runs === 1 ? "" : "s"}, the builds in turn page by
page, their order turned on each run; milliseconds from the navigation. The largest contentful
paint is Chromium's own (the DevTools protocol's performance timeline).
${
  runs < 3
    ? `
With so few runs this checks the benchmark itself, not the builds: on a busy machine one visit can
come half as late again for no cause of its own.
`
    : ""
}
**A first visit**, nothing cached: first and largest contentful paint, and the load event.

${table(
  [
    "Page",
    ...targets.flatMap((t) => [`${t}: FCP`, "LCP", "load"]),
    "LCP: this build ÷ the floor",
  ],
  pages.map((path) => [
    path,
    ...targets.flatMap((t) =>
      ["fcp", "lcp", "load"].map((name) => ms(figure(t, path, name))),
    ),
    Number.isFinite(lcpRatio(path)) ? `${lcpRatio(path).toFixed(2)} ×` : NONE,
  ]),
)}

- ${lcpAim(pages, lcpRatio)}

**The menu button and the gear answer a tap.** A visitor taps the control from the moment the
page is asked for, and again every quarter of a second it has not answered: milliseconds from
the navigation until the menu is open (\`#site-menu\` shown as a popover, or, in an earlier
build, the button's \`aria-expanded\` true) and until the gear's panel is open (the
\`<details class="accent-switcher">\` open, or, once an earlier build's React has taken the
gear over, its panel marked open). A tap is made as soon as the control is in the page, laid out
or not: the figure includes the time to lay it out, and Playwright's time to tap (the same for
every build).

${table(
  [
    "Page",
    ...targets.map((t) => `Menu: ${t}`),
    ...targets.map((t) => `Gear: ${t}`),
  ],
  pages.map((path) => [
    path,
    ...targets.map((t) => ms(figure(t, path, "menu"))),
    ...targets.map((t) => ms(figure(t, path, "gear"))),
  ]),
)}

**The picker after the gear's first opening**: milliseconds from the moment the gear's panel first
opened until the colour picker (\`.react-colorful\`) is on show in it. Where an earlier build
closed the panel again as React took it over, the visitor taps the gear once more, and the
figure includes that. The floor has no picker.

${table(["Page", ...targets], perTarget("picker"))}

**A returning visit**: the same page again in the same browser, right after the first visit,
with every file in its cache (through a blank page, so it is no reload): largest contentful
paint and the load event.

${table(
  ["Page", ...targets.flatMap((t) => [`${t}: LCP`, "load"])],
  pages.map((path) => [
    path,
    ...targets.flatMap((t) =>
      ["returningLcp", "returningLoad"].map((name) =>
        ms(figure(t, path, name)),
      ),
    ),
  ]),
)}
${pairedChanges(pages, targets, figure)}
${lighthouse ? lighthouseSection({ lighthouse, pages, targets, own, floor }) : "### Lighthouse\n\nLeft out of this run (--skip)."}`;
}

const shown = (value, as) => (value === undefined ? NONE : as(value));

function describeBaseline(baseline) {
  if (!baseline)
    return "No baseline commit in this run (--baseline none): any other build is one given with --compare.";
  return `The baseline is commit ${baseline.commit}${baseline.lastRemix ? ", the last build on Remix 2 before the move to React Router 7" : ""}:
the run checked it out in a git worktree of its own, installed its dependencies and built it
there, and served it beside this build, on the same machine, in the same minutes.`;
}

/** Modules a page imports without naming them: counted, and worth knowing of. */
function unnamedScripts(firstLoadJs) {
  const unnamed = new Set(
    firstLoadJs.flatMap(({ target, pages }) =>
      Object.values(pages).flatMap((page) =>
        (page?.scripts ?? [])
          .filter((script) => !script.named)
          .map((script) => `${target}: ${script.script}`),
      ),
    ),
  );
  return unnamed.size
    ? `\nImported by a page's scripts without the page naming them (counted above): ${[...unnamed].join(", ")}.\n`
    : "";
}

function jsAim(pages, own) {
  const over = pages.filter((path) => own(path) > MOST_JS);
  const most = Math.max(...pages.map(own).filter(Number.isFinite));
  return `This build's first-load JavaScript at most 5 KB (${MOST_JS} bytes, Brotli) on every page: ${verdict(!over.length)}${
    over.length
      ? ` (${over.map((path) => `${path} ${kb(own(path))}`).join(", ")})`
      : ""
  }; at most ${kb(most)}. A test asserts it (tests/e2e/first-load-js.spec.ts).`;
}

function lcpAim(pages, ratio) {
  const measured = pages.filter((path) => Number.isFinite(ratio(path)));
  const over = measured.filter((path) => ratio(path) > LCP_OVER_FLOOR);
  const missing = pages.filter((path) => !measured.includes(path));
  return `This build's LCP within ${LCP_OVER_FLOOR} × the floor's on every page: ${verdict(!over.length && !missing.length)}${
    over.length
      ? ` (${over.map((path) => `${path} ${ratio(path).toFixed(2)} ×`).join(", ")})`
      : ""
  }${missing.length ? `; not measured on ${missing.join(", ")}` : ""}.`;
}

/** This build's figures beside the baseline's, page by page, as a change. */
function pairedChanges(pages, targets, figure) {
  const [own, before] = targets;
  if (!before || before === "floor") return "";
  const names = {
    lcp: "first visit's LCP",
    menu: "menu answers",
    gear: "gear answers",
    picker: "picker on show",
    returningLcp: "returning LCP",
    returningLoad: "returning load",
  };
  const rows = pages.map((path) => [
    path,
    ...Object.keys(names).map((name) => {
      const after = figure(own, path, name);
      const earlier = figure(before, path, name);
      return Number.isFinite(after) && Number.isFinite(earlier) && earlier > 0
        ? change(after, earlier)
        : NONE;
    }),
  ]);
  return `
**This build against ${before}**, page by page (− is sooner):

${table(["Page", ...Object.values(names)], rows)}
`;
}

function lighthouseSection({ lighthouse, pages, targets, own, floor }) {
  const row = (target, path) =>
    lighthouse.find((r) => r.target === target && r.path === path);
  const score = (target, path) => row(target, path)?.score;
  const errors = lighthouse.filter((r) => r.error);
  const measured = pages.filter(
    (path) =>
      Number.isFinite(score(own, path)) && Number.isFinite(score(floor, path)),
  );
  const missing = pages.filter((path) => !measured.includes(path));
  const behind = measured.filter(
    (path) => score(own, path) < score(floor, path) - 1,
  );
  const short = measured.filter(
    (path) => score(floor, path) === 100 && score(own, path) !== 100,
  );
  const unmeasured = missing.length
    ? `; not measured on ${missing.join(", ")}`
    : "";
  return `### Lighthouse

Lighthouse's mobile performance score (its default mobile run: a phone's screen, Slow 4G and a
processor 4 times slower, simulated from one load at full speed), one run of each page and
build, each in a headless Chromium of its own (Debian's, \`--headless=new --no-sandbox
--disable-background-networking\`) against the servers on this machine. The score is out of 100;
beside it the largest contentful paint and the total blocking time Lighthouse simulated.

${table(
  [
    "Page",
    ...targets.map((t) => `Score: ${t}`),
    ...targets.flatMap((t) => [`${t}: LCP`, "TBT"]),
  ],
  pages.map((path) => [
    path,
    ...targets.map((t) =>
      row(t, path)?.error ? "failed" : (score(t, path) ?? NONE),
    ),
    ...targets.flatMap((t) => [
      ms(rounded(row(t, path)?.lcp)),
      ms(rounded(row(t, path)?.tbt)),
    ]),
  ]),
)}

- This build's score within 1 point of the floor's on every page: ${verdict(!behind.length && !missing.length)}${
    behind.length
      ? ` (${behind.map((path) => `${path} ${score(own, path)} against ${score(floor, path)}`).join(", ")})`
      : ""
  }${unmeasured}.
- 100 wherever the floor scores 100: ${verdict(!short.length && !missing.length)}${
    short.length
      ? ` (${short.map((path) => `${path} ${score(own, path)}`).join(", ")})`
      : ""
  }${measured.some((path) => score(floor, path) === 100) ? "" : " (the floor scores 100 on no page)"}${unmeasured}.
${errors.length ? `\nLighthouse failed on: ${errors.map((r) => `${r.target} ${r.path}: ${r.error}`).join("; ")}.\n` : ""}`;
}

const rounded = (value) => (Number.isFinite(value) ? Math.round(value) : value);
