// @vitest-environment node
// An export takes its folder's place only whole: one that fails leaves the last as it was, and
// nothing of itself beside it.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { replaceWhole } from "./whole-folder";

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "whole-folder-"));
  folder = path.join(root, "dist");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("a folder written whole takes the place of the last, which leaves nothing behind", async () => {
  mkdirSync(folder);
  writeFileSync(path.join(folder, "old.html"), "old");
  await replaceWhole(folder, async (into) => {
    writeFileSync(path.join(into, "index.html"), "new");
  });
  expect(readdirSync(folder)).toEqual(["index.html"]);
  expect(readdirSync(root)).toEqual(["dist"]);
});

test("a refused folder leaves the last as it was, and none of its own files, a refused .env among them", async () => {
  mkdirSync(folder);
  writeFileSync(path.join(folder, "index.html"), "checked");
  const refusal = replaceWhole(folder, async (into) => {
    writeFileSync(path.join(into, ".env"), "SECRET=1");
    writeFileSync(path.join(into, ".DS_Store"), "");
    throw new Error("refused");
  });
  await expect(refusal).rejects.toThrow("refused");
  expect(readdirSync(folder)).toEqual(["index.html"]);
  expect(readFileSync(path.join(folder, "index.html"), "utf8")).toBe("checked");
  expect(readdirSync(root)).toEqual(["dist"]);
});

test("where there was no folder, a refused one leaves none", async () => {
  await expect(
    replaceWhole(path.join(root, "out/dist"), async (into) => {
      writeFileSync(path.join(into, ".env"), "SECRET=1");
      throw new Error("refused");
    }),
  ).rejects.toThrow("refused");
  expect(existsSync(path.join(root, "out/dist"))).toBe(false);
  expect(readdirSync(path.join(root, "out"))).toEqual([]);
});
