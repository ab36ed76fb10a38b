// The report's first section: this build beside the one it is measured against (the last Remix
// build, unless the run was told another), page by page: the JavaScript a first visit downloads,
// and when React has taken the page over on a phone; and whether this build meets the aims the
// move was held to.
import { NONE, change, kb, table, verdict } from "./report-format.js";

/** Brotli bytes of JavaScript a first visit to any page may download. */
export const MOST_JS = 100_000;
/** How much later than the baseline's a page may be hydrated: a tenth. */
export const LATER = 0.1;

/** Each kind of visit the aim on hydration is held to, as the report names it. */
const VISITS = {
  first: "a first visit",
  returning: "a returning visit",
  "returning, light": "a returning visit in the light scheme",
};

export function comparisonSection({
  firstLoadJs,
  visitors,
  runs,
  baseline,
  pages,
}) {
  const targets = firstLoadJs.map((build) => build.target);
  const [own, before] = targets;
  const js = (target, path) =>
    firstLoadJs.find((build) => build.target === target).pages[path]?.bytes;
  const hydrated = (target, path, visit = "first") => {
    const ms = visitors.find(
      (v) => v.target === target && v.path === path && v.visit === visit,
    )?.hydrated;
    return Number.isFinite(ms) ? ms : undefined;
  };
  const shown = (value, as) => (value === undefined ? NONE : as(value));
  const later = (path, visit) =>
    hydrated(own, path, visit) !== undefined &&
    hydrated(before, path, visit) !== undefined
      ? change(hydrated(own, path, visit), hydrated(before, path, visit))
      : NONE;
  const rows = pages.map((path) => [
    path,
    ...targets.map((target) => shown(js(target, path), kb)),
    ...targets.map((target) =>
      shown(hydrated(target, path), (ms) => `${ms} ms`),
    ),
    ...(before ? [later(path, "first")] : []),
  ]);
  const title = before
    ? `This build beside ${before}`
    : "This build, with nothing to compare";
  return `## ${title}

${describeBaseline(baseline, before)}

First-load JavaScript is every script a page's HTML names (\`<script src>\`, \`<link
rel="modulepreload">\`, the static imports of its inline module script) and any module those
import statically, each compressed by the benchmark with Brotli at its highest quality (Node's
zlib, the setting both builds precompress their files with); headers are not counted. "Hydrated"
is a phone's first visit, nothing cached: Chromium at 375 px, the network slowed to Slow 4G and the
processor 4 times, both through the DevTools protocol; milliseconds from the navigation until the
accent gear is a button, that is, until React has taken the page over. Median of ${runs} run${runs === 1 ? "" : "s"},
the builds in turn page by page, their order swapped on each run.
${
  runs < 3
    ? `
With so few runs this checks the benchmark itself, not the build: on a busy machine one visit can
come half as late again for no cause of its own, and the verdicts on hydration need the default
five runs.
`
    : ""
}
${table(
  [
    "Page",
    ...targets.map((target) => `First-load JS: ${target}`),
    ...targets.map((target) => `Hydrated: ${target}`),
    ...(before ? ["Hydrated later by"] : []),
  ],
  rows,
)}
${unnamedScripts(firstLoadJs)}
${jsAim(pages, (path) => js(own, path), before && ((path) => js(before, path)))}
${Object.keys(VISITS)
  .map((visit) =>
    hydrationAim(pages, visit, before, (path) => [
      hydrated(own, path, visit),
      hydrated(before, path, visit),
    ]),
  )
  .join("\n")}`;
}

function describeBaseline(baseline, before) {
  if (!baseline)
    return before
      ? `No baseline commit in this run: ${before} is a build given with --compare.`
      : "No baseline in this run (--baseline none): the aim against it is not measured.";
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

function jsAim(pages, own, before) {
  const over = pages.filter((path) => own(path) > MOST_JS);
  const most = (sizes) => Math.max(...pages.map(sizes).filter(Number.isFinite));
  return `- First-load JavaScript at most ${MOST_JS / 1000} KB (Brotli) on every page: ${verdict(!over.length)}${
    over.length
      ? ` (${over.map((path) => `${path} ${kb(own(path))}`).join(", ")})`
      : ""
  }; at most ${kb(most(own))} here${before ? `, ${kb(most(before))} before` : ""}.`;
}

function hydrationAim(pages, visit, before, times) {
  const aim = `Hydrated no more than ${Math.round(100 * LATER)} % later than ${before ?? "the baseline"}, on every page, on ${VISITS[visit]}`;
  if (!before) return `- ${aim}: not measured, no build to compare with.`;
  const measured = pages.filter((path) =>
    times(path).every((ms) => ms !== undefined),
  );
  const late = measured.filter((path) => {
    const [own, earlier] = times(path);
    return own > earlier * (1 + LATER);
  });
  const missing = pages.filter((path) => !measured.includes(path));
  const unmeasured = missing.length
    ? `; not measured on ${missing.join(", ")}`
    : "";
  if (!late.length) return `- ${aim}: met${unmeasured}.`;
  return `- ${aim}: ${verdict(false)} (${late.map((path) => `${path} ${change(...times(path))}`).join(", ")})${unmeasured}.`;
}
