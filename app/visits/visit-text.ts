// The summary as the terminal shows it: a bar per day, then the top pages, referring sites,
// languages and devices. Plain characters only, so it reads the same with colours off.
import type { Tally, VisitSummary } from "./visit-summary";

const BAR_WIDTH = 40;
const TOP = 10;

const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

function table(
  title: string,
  tallies: Tally[],
  empty: string,
  visitors = (count: number) => plural(count, "visitor", "visitors"),
) {
  if (tallies.length === 0) return [title, `  ${empty}`];
  const shown = tallies.slice(0, TOP);
  const width = Math.max(...shown.map((tally) => tally.name.length));
  const views = Math.max(...shown.map((tally) => String(tally.views).length));
  return [
    title,
    ...shown.map(
      (tally) =>
        `  ${tally.name.padEnd(width)}  ${String(tally.views).padStart(views)} ${tally.views === 1 ? "view " : "views"}  ${visitors(tally.visitors)}`,
    ),
    ...(tallies.length > TOP
      ? [`  … and ${plural(tallies.length - TOP, "more", "more")}`]
      : []),
  ];
}

export function visitText(summary: VisitSummary) {
  const { days, total } = summary;
  const most = Math.max(1, ...days.map((day) => day.views));
  const viewsWidth = Math.max(
    5,
    ...days.map((day) => String(day.views).length),
  );
  const chart = days.map((day) => {
    const bar = "█".repeat(Math.ceil((day.views / most) * BAR_WIDTH));
    return `  ${day.name}  ${String(day.views).padStart(viewsWidth)}  ${String(day.visitors).padStart(8)}  ${bar}`.trimEnd();
  });
  return [
    `Visits from ${summary.since} to ${summary.until} (UTC, ${plural(days.length, "day", "days")}): ${plural(total.views, "view", "views")}, ${plural(total.visitors, "visitor", "visitors")}.`,
    "",
    `  ${"DAY".padEnd(10)}  ${"VIEWS".padStart(viewsWidth)}  VISITORS`,
    ...chart,
    "",
    // A visitor is counted once a day, on the page they came in at.
    ...table(
      "Top pages",
      summary.pages,
      "none",
      (count) => `${count} came in here`,
    ),
    "",
    ...table(
      "Top referrers",
      summary.referrers,
      "none: every visitor came directly",
    ),
    "",
    ...table("Languages", summary.languages, "none"),
    "",
    ...table("Devices", summary.devices, "none"),
  ].join("\n");
}
