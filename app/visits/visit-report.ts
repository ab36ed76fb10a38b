// The summary as one HTML page the owner can keep and open offline: its own styles, its charts
// drawn in SVG, and no script (its policy allows none). Every name in it is escaped.
import type { Tally, VisitSummary } from "./visit-summary";

const TOP = 10;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);

const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** Views (bars) and visitors (a darker bar inside) for each day. */
function dayChart({ days }: VisitSummary) {
  const width = 720;
  const height = 200;
  const most = Math.max(1, ...days.map((day) => day.views));
  const step = width / days.length;
  const bar = (value: number) => (value / most) * (height - 20);
  const bars = days.map((day, index) => {
    const x = (index * step).toFixed(1);
    const w = Math.max(1, step - 2).toFixed(1);
    const views = bar(day.views);
    const visitors = bar(day.visitors);
    return `<g><title>${day.name}: ${plural(day.views, "view", "views")}, ${plural(day.visitors, "visitor", "visitors")}</title><rect class="views" x="${x}" y="${(height - views).toFixed(1)}" width="${w}" height="${views.toFixed(1)}"/><rect class="visitors" x="${x}" y="${(height - visitors).toFixed(1)}" width="${w}" height="${visitors.toFixed(1)}"/></g>`;
  });
  return `<svg role="img" aria-labelledby="days-title" viewBox="0 0 ${width} ${height + 20}" width="100%"><title id="days-title">Views and visitors per day, ${days[0]?.name} to ${days.at(-1)?.name}</title>${bars.join("")}<text x="0" y="${height + 16}">${days[0]?.name ?? ""}</text><text x="${width}" y="${height + 16}" text-anchor="end">${days.at(-1)?.name ?? ""}</text><text x="0" y="12">${most}</text></svg>`;
}

/** A bar per name, longest first. */
function barChart(title: string, tallies: Tally[], empty: string) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  if (tallies.length === 0)
    return `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2><p>${empty}</p></section>`;
  const shown = tallies.slice(0, TOP);
  const most = Math.max(1, ...shown.map((tally) => tally.views));
  const row = 24;
  const rows = shown.map((tally, index) => {
    const y = index * row;
    const w = ((tally.views / most) * 360).toFixed(1);
    return `<g><text x="0" y="${y + 16}">${escape(tally.name)}</text><rect class="views" x="260" y="${y + 4}" width="${w}" height="16"/><text x="${(260 + Number(w) + 6).toFixed(1)}" y="${y + 16}">${tally.views}</text></g>`;
  });
  return `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2><svg role="img" aria-labelledby="${id}-chart" viewBox="0 0 720 ${shown.length * row}" width="100%"><title id="${id}-chart">${title}, by views</title>${rows.join("")}</svg><table><thead><tr><th scope="col">Name</th><th scope="col">Views</th><th scope="col">Visitors</th></tr></thead><tbody>${shown.map((tally) => `<tr><td>${escape(tally.name)}</td><td>${tally.views}</td><td>${tally.visitors}</td></tr>`).join("")}</tbody></table></section>`;
}

export function visitReport(summary: VisitSummary) {
  const { total, since, until } = summary;
  const title = `Visits from ${since} to ${until}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; background: #fff; }
svg { display: block; margin: 1rem 0; font-size: 12px; }
svg text { fill: currentColor; }
.views { fill: #9db8e0; }
.visitors { fill: #1f4e99; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 0.1rem 1rem 0.1rem 0; }
td + td, th + th { text-align: right; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>UTC days. <strong>${plural(total.views, "view", "views")}</strong> and <strong>${plural(total.visitors, "visitor", "visitors")}</strong>; a visitor is counted once a day, on the page they came in at.</p>
<section aria-labelledby="per-day"><h2 id="per-day">Per day</h2>
<p>Light bars: views. Dark bars: visitors.</p>
${dayChart(summary)}
</section>
${barChart("Top pages", summary.pages, "No views.")}
${barChart("Top referrers", summary.referrers, "No visitor came from another site.")}
${barChart("Languages", summary.languages, "No views.")}
${barChart("Devices", summary.devices, "No views.")}
</main>
</body>
</html>
`;
}
