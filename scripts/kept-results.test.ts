// @vitest-environment node
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { keptResults, writeWhole } from "./kept-results";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "kept-results-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);

test("a result is made once for the same inputs, and made again for others", async () => {
  const make = vi.fn(async (key: string) => ({
    out: Buffer.from(`made ${key}`),
  }));
  const first = await keptResults(at("cache")).get(["a", "b"], make);
  expect(first.made).toBe(true);
  expect(first.key).toMatch(/^[0-9a-f]{16}$/);

  const again = await keptResults(at("cache")).get(["a", "b"], make);
  expect(again).toEqual({ ...first, made: false });
  expect(make).toHaveBeenCalledTimes(1);

  // The same bytes split otherwise are other inputs.
  const other = await keptResults(at("cache")).get(["ab", ""], make);
  expect(other.made).toBe(true);
  expect(other.key).not.toBe(first.key);
});

test("an entry not there whole is made again", async () => {
  const make = async () => ({ out: Buffer.from("the whole result") });
  const { key } = await keptResults(at("cache")).get(["a"], make);
  writeFileSync(at(`cache/${key}/out`), "the wh");
  const again = await keptResults(at("cache")).get(["a"], make);
  expect(again.made).toBe(true);
  expect(again.files.out!.toString()).toBe("the whole result");
  expect(readFileSync(at(`cache/${key}/out`), "utf8")).toBe("the whole result");
});

test("a result that cannot be kept is still given, and made again next time", async () => {
  // The cache's place is a file: nothing can be kept under it.
  writeFileSync(at("cache"), "");
  const make = async () => ({ out: Buffer.from("made") });
  const first = await keptResults(at("cache")).get(["a"], make);
  expect(first.files.out!.toString()).toBe("made");
  expect((await keptResults(at("cache")).get(["a"], make)).made).toBe(true);
});

test("pruning removes what this run did not ask for", async () => {
  const make = async () => ({ out: Buffer.from("x") });
  const old = await keptResults(at("cache")).get(["old"], make);
  const run = keptResults(at("cache"));
  const kept = await run.get(["new"], make);
  await run.prune();
  expect(readdirSync(at("cache"))).toEqual([kept.key]);
  expect(readdirSync(at("cache"))).not.toContain(old.key);
});

test("a file is written whole only when its bytes change", async () => {
  await writeWhole(at("deep/file.txt"), "one");
  const before = statSync(at("deep/file.txt"));
  await writeWhole(at("deep/file.txt"), "one");
  expect(statSync(at("deep/file.txt")).ino).toBe(before.ino);
  await writeWhole(at("deep/file.txt"), "two");
  expect(readFileSync(at("deep/file.txt"), "utf8")).toBe("two");
  // Written beside, then renamed into place: another inode, nothing left beside it.
  expect(statSync(at("deep/file.txt")).ino).not.toBe(before.ino);
  expect(readdirSync(at("deep"))).toEqual(["file.txt"]);
});
