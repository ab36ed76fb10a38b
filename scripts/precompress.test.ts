// @vitest-environment node
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
} from "node:zlib";

import { precompress } from "./precompress";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  mkdirSync(path.join(dir, "public"), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);
const text =
  "<svg xmlns='http://www.w3.org/2000/svg'>" + "<g/>".repeat(200) + "</svg>";

test("text files get Brotli and gzip copies in the build output; the owner's folder stays as it was", async () => {
  writeFileSync(at("public/logo.svg"), text);
  writeFileSync(at("public/photo.png"), "not text");
  await precompress(at("public"), at("static"), at(".cache"));
  expect(readdirSync(at("static")).sort()).toEqual([
    "logo.svg",
    "logo.svg.br",
    "logo.svg.gz",
  ]);
  expect(
    brotliDecompressSync(readFileSync(at("static/logo.svg.br"))).toString(),
  ).toBe(text);
  expect(gunzipSync(readFileSync(at("static/logo.svg.gz"))).toString()).toBe(
    text,
  );
  expect(readdirSync(at("public")).sort()).toEqual(["logo.svg", "photo.png"]);
});

test("a second run leaves unchanged files alone and removes what the owner removed", async () => {
  writeFileSync(at("public/logo.svg"), text);
  writeFileSync(at("public/old.txt"), "an old note ".repeat(50));
  await precompress(at("public"), at("static"), at(".cache"));
  const before = statSync(at("static/logo.svg.br"));
  rmSync(at("public/old.txt"));
  await precompress(at("public"), at("static"), at(".cache"));
  // The same file, not one written again: a server reading it meanwhile reads it whole.
  expect(statSync(at("static/logo.svg.br")).ino).toBe(before.ino);
  expect(statSync(at("static/logo.svg.br")).mtimeMs).toBe(before.mtimeMs);
  expect(readdirSync(at("static")).sort()).toEqual([
    "logo.svg",
    "logo.svg.br",
    "logo.svg.gz",
  ]);
});

test("a file compressed before is taken from what was kept, not compressed again", async () => {
  writeFileSync(at("public/logo.svg"), text);
  await precompress(at("public"), at("static"), at(".cache"));
  const [entry] = readdirSync(at(".cache"));
  // What was kept stands for the file: a build finding it writes it out as it is.
  writeFileSync(at(`.cache/${entry}/br`), brotliCompressSync("kept"));
  writeFileSync(
    at(`.cache/${entry}/index.json`),
    JSON.stringify({
      br: brotliCompressSync("kept").length,
      gz: statSync(at(`.cache/${entry}/gz`)).size,
    }),
  );
  rmSync(at("static"), { recursive: true });
  await precompress(at("public"), at("static"), at(".cache"));
  expect(
    brotliDecompressSync(readFileSync(at("static/logo.svg.br"))).toString(),
  ).toBe("kept");
  // Another file: compressed, and what the earlier one kept goes.
  writeFileSync(at("public/logo.svg"), text.replace("<g/>", "<a/>"));
  await precompress(at("public"), at("static"), at(".cache"));
  expect(readdirSync(at(".cache"))).not.toContain(entry);
  expect(
    brotliDecompressSync(readFileSync(at("static/logo.svg.br"))).toString(),
  ).toBe(text.replace("<g/>", "<a/>"));
});
