// The throughput chart of the report: requests per second per page, as horizontal bars.

export function throughputChart(throughput) {
  const rows = throughput.flatMap((page) => [
    { label: `${page.path} (site)`, value: page.page.rps, accent: true },
    {
      label: `${page.path} (rendered each time)`,
      value: page.uncached.rps,
      accent: true,
    },
    {
      label: `${page.path} (Express alone)`,
      value: page.expressAlone.rps,
      accent: false,
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
