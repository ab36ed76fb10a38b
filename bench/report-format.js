// How the report writes its figures: Markdown tables, sizes in decimal units (a KB is 1,000
// bytes), shares, and an aim's verdict.

export const table = (head, rows) =>
  [head, head.map(() => "---"), ...rows]
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const sized = (bytes) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : kb(bytes);
export const percent = (part, whole) => `${Math.round((100 * part) / whole)} %`;

/** How much larger (+) or smaller (−) a figure is than another, in per cent. */
export const change = (after, before) => {
  const difference = Math.round((100 * (after - before)) / before);
  return difference < 0 ? `−${-difference} %` : `+${difference} %`;
};

export const verdict = (met) => (met ? "met" : "**not met**");

/** A figure not measured for a build (a page it does not have). */
export const NONE = "—";
