// Posts for the benchmark, written the same way every run: plain sentences from a small word list,
// sections, tags and code. One of them is long: 2,000 words of text and three blocks of code.
import { writeFileSync } from "node:fs";
import path from "node:path";

export const LONG_POST = "how-the-compiler-plans";

const WORDS =
  "query table index plan join filter column row cost build test deploy server client cache page request answer schema migration lock token parser tree node value error message owner visitor code function module type record field order group count limit".split(
    " ",
  );
const TAGS = ["sql", "react", "node-js", "testing", "postgres", "css"];

// A small generator with a seed of its own, so every run writes the same posts.
function words(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return WORDS[state % WORDS.length];
  };
}

/** A paragraph of `count` words, in sentences of eight to fourteen. */
function paragraph(next, count) {
  const sentences = [];
  let left = count;
  while (left > 0) {
    const length = Math.min(left, 8 + (sentences.length % 7));
    const sentence = Array.from({ length }, next).join(" ");
    sentences.push(`${sentence[0].toUpperCase()}${sentence.slice(1)}.`);
    left -= length;
  }
  return sentences.join(" ");
}

const CODE = [
  "```ts\nexport function plan(query: Query): Plan {\n  const tables = query.from.map((name) => catalog.table(name));\n  return tables.reduce((left, right) => join(left, right, cost(left, right)));\n}\n```",
  "```sql\nSELECT customers.name, count(*) AS orders\nFROM orders JOIN customers ON customers.id = orders.customer_id\nGROUP BY customers.name\nORDER BY orders DESC;\n```",
  "```bash\nnpm run build && node build/server.js\n```",
];

function post({ title, date, tags, sections, wordsPerSection, code, seed }) {
  const next = words(seed);
  const body = Array.from({ length: sections }, (_, index) =>
    [
      `## ${paragraph(next, 3).replace(/\.$/, "")}`,
      paragraph(next, Math.ceil(wordsPerSection / 2)),
      code[index] ?? "",
      paragraph(next, Math.floor(wordsPerSection / 2)),
    ]
      .filter(Boolean)
      .join("\n\n"),
  ).join("\n\n");
  return `---\ntitle: ${title}\ndate: ${date}\ndescription: ${paragraph(next, 18)}\ntags: [${tags.join(", ")}]\n---\n\n${body}\n`;
}

/** Writes `count` posts into `folder`, the long one among them. */
export function writePosts(folder, count) {
  writeFileSync(
    path.join(folder, `${LONG_POST}.md`),
    post({
      title: "How the compiler plans a query",
      date: "2026-11-20",
      tags: ["sql", "postgres"],
      sections: 5,
      wordsPerSection: 400,
      code: CODE,
      seed: 1,
    }),
  );
  for (let index = 1; index < count; index++) {
    const day = new Date(Date.UTC(2026, 10, 1) - index * 86_400_000);
    writeFileSync(
      path.join(folder, `post-${index}.md`),
      post({
        title: `Notes on building, part ${index}`,
        date: day.toISOString().slice(0, 10),
        tags: [TAGS[index % TAGS.length], TAGS[(index + 2) % TAGS.length]],
        sections: 3,
        wordsPerSection: 100,
        code: [CODE[index % CODE.length]],
        seed: index + 1,
      }),
    );
  }
}
