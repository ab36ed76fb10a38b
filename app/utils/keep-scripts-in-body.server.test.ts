// @vitest-environment node
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { keepScriptsInBody } from "./keep-scripts-in-body.server";

function run(chunks: string[]) {
  return text(
    Readable.from(chunks.map((c) => Buffer.from(c))).pipe(keepScriptsInBody()),
  );
}

test("moves scripts streamed after the closing tags into the body", async () => {
  const html = await run([
    "<html><body><p>hi</p></body></html>",
    "<script>late()</script>",
    "<script>later()</script>",
  ]);
  expect(html).toBe(
    "<html><body><p>hi</p><script>late()</script><script>later()</script></body></html>",
  );
});

test("finds closing tags split across chunks", async () => {
  const html = await run([
    "<html><body>x</bo",
    "dy></ht",
    "ml><script>s()</script>",
  ]);
  expect(html).toBe("<html><body>x<script>s()</script></body></html>");
});

test("keeps multi-byte characters split across chunks intact", async () => {
  const bytes = Buffer.from("<html><body>é</body></html>");
  const split = bytes.indexOf(Buffer.from("é")) + 1;
  const html = await text(
    Readable.from([bytes.subarray(0, split), bytes.subarray(split)]).pipe(
      keepScriptsInBody(),
    ),
  );
  expect(html).toBe("<html><body>é</body></html>");
});

test("leaves a document without closing tags as it is", async () => {
  expect(await run(["<p>fragment</p>"])).toBe("<p>fragment</p>");
});
