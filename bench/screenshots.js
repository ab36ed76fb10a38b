// Six screenshots as a laptop saves them (2880 × 1800 PNG), drawn for the benchmark: an app's
// interface in flat colours with text, and in every other one a photo-like region (soft gradients
// with grain), which is what makes a screenshot weigh megabytes. The same index draws the same
// picture every time.
import sharp from "sharp";

const WIDTH = 2880;
const HEIGHT = 1800;
const THEMES = [
  {
    bg: "#ffffff",
    bar: "#1f2937",
    side: "#f3f4f6",
    text: "#111827",
    muted: "#6b7280",
    accent: "#2563eb",
  },
  {
    bg: "#0f172a",
    bar: "#020617",
    side: "#1e293b",
    text: "#e2e8f0",
    muted: "#94a3b8",
    accent: "#22c55e",
  },
  {
    bg: "#fafaf9",
    bar: "#7c3aed",
    side: "#ede9fe",
    text: "#1c1917",
    muted: "#78716c",
    accent: "#db2777",
  },
];
const WORDS =
  "orders revenue customers invoice pending shipped total weekly report settings profile notes archive search filter export dashboard project status".split(
    " ",
  );

/** Numbers from 0 to 1 that repeat for the same seed. */
function numbers(seed) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function interface_(index, next, photo) {
  const t = THEMES[index % THEMES.length];
  const words = (count) =>
    Array.from(
      { length: count },
      () => WORDS[Math.floor(next() * WORDS.length)],
    ).join(" ");
  const text = (x, y, size, fill, content, weight = "normal") =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${content}</text>`;
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${t.bg}"/>`,
    `<rect width="${WIDTH}" height="120" fill="${t.bar}"/>`,
    text(60, 80, 44, "#ffffff", `Project ${index + 1}`, "bold"),
    `<rect y="120" width="420" height="${HEIGHT - 120}" fill="${t.side}"/>`,
    text(520, 240, 64, t.text, words(3)),
  ];
  for (let i = 0; i < 14; i++)
    parts.push(
      text(60, 220 + i * 90, 34, t.muted, words(1 + Math.floor(next() * 2))),
    );
  const top = photo ? 1040 : 320;
  for (let card = 0; card < 3; card++) {
    const x = 520 + card * 760;
    parts.push(
      `<rect x="${x}" y="${top}" width="720" height="220" rx="24" fill="${t.side}"/>`,
      text(x + 40, top + 60, 32, t.muted, words(2)),
      text(x + 40, top + 150, 80, t.accent, Math.floor(next() * 90000), "bold"),
    );
  }
  for (let row = 0; row < (photo ? 5 : 12); row++) {
    const y = top + 300 + row * 80;
    parts.push(
      `<rect x="520" y="${y - 50}" width="2300" height="72" fill="${row % 2 ? t.bg : t.side}"/>`,
      text(560, y, 34, t.text, words(4 + Math.floor(next() * 5))),
      `<rect x="2560" y="${y - 40}" width="200" height="52" rx="26" fill="${t.accent}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${parts.join("")}</svg>`;
}

function photoRegion(next, width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  const [a, b] = [next() * 6, next() * 6];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const wave = Math.sin(x / 140 + a) * Math.cos(y / 90 + b);
      const grain = (next() - 0.5) * 6;
      pixels[i] = 120 + 80 * wave + grain;
      pixels[i + 1] = 140 + 60 * Math.sin(y / 60 + a) + grain;
      pixels[i + 2] = 110 + 70 * Math.cos(x / 200 + b) + grain;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The screenshot of the given index, as PNG bytes. */
export async function drawScreenshot(index) {
  const next = numbers(index + 1);
  const photo = index % 2 === 1;
  const layers = photo
    ? [{ input: await photoRegion(next, 1600, 640), left: 520, top: 320 }]
    : [];
  return sharp(Buffer.from(interface_(index, next, photo)))
    .composite(layers)
    .png()
    .toBuffer();
}
