// @vitest-environment node
import {
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import * as terser from "terser";
import type { Rollup } from "vite";
import { build } from "vite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { keptMinify } from "./kept-minify";

vi.mock("terser", { spy: true });

const OPTIONS = { compress: { passes: 2 }, mangle: { toplevel: true } };

let root: string;

beforeEach(() => {
  vi.mocked(terser.minify).mockClear();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A small app: an entry, a module it imports and one it loads later, each with names to shorten. */
function app() {
  root = mkdtempSync(path.join(tmpdir(), "kept-minify-"));
  writeFileSync(
    path.join(root, "entry.js"),
    `import { greeting } from "./greeting.js";\nconst visitorName = "Ada";\nconsole.log(greeting(visitorName));\nglobalThis.onclick = async () => console.log((await import("./later.js")).total([1, 2]));\n`,
  );
  writeFileSync(
    path.join(root, "greeting.js"),
    `export function greeting(someone) {\n  const words = ["Hello", someone];\n  return words.join(", ");\n}\n`,
  );
  writeFileSync(
    path.join(root, "later.js"),
    `export const total = (numbers) => numbers.reduce((sum, each) => sum + each, 0);\n`,
  );
}

/** The app built in memory, minified by Vite's own terser step or by keptMinify. */
async function built(minifier: "vite" | "kept") {
  const output = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins:
      minifier === "kept"
        ? [keptMinify(OPTIONS, path.join(root, ".cache/minified"))]
        : [],
    build: {
      write: false,
      minify: minifier === "vite" ? "terser" : false,
      terserOptions: minifier === "vite" ? OPTIONS : undefined,
      rollupOptions: { input: path.join(root, "entry.js") },
    },
  })) as Rollup.RollupOutput;
  return Object.fromEntries(
    output.output.map((file) => [
      file.fileName,
      file.type === "chunk" ? file.code : file.source,
    ]),
  );
}

describe("scripts minified once and kept", () => {
  it("writes the bytes Vite's own terser step writes, the first time and from what it kept", async () => {
    app();
    const vite = await built("vite");
    expect(Object.keys(vite)).toHaveLength(2);
    expect(await built("kept")).toEqual(vite);
    expect(await built("kept")).toEqual(vite);
  });

  it("minifies again what was kept cut short, and builds where nothing can be kept", async () => {
    app();
    const vite = await built("vite");
    await built("kept");
    const dir = path.join(root, ".cache/minified");
    for (const entry of readdirSync(dir))
      writeFileSync(path.join(dir, entry), '{"code":"con');
    expect(await built("kept")).toEqual(vite);
    expect(await built("kept")).toEqual(vite);

    // A file where the folder would be: nothing can be written there.
    rmSync(dir, { recursive: true });
    writeFileSync(dir, "");
    expect(await built("kept")).toEqual(vite);
  });

  it("minifies a chunk only the first time, and again once its code changes", async () => {
    app();
    await built("kept");
    expect(terser.minify).toHaveBeenCalledTimes(2);
    expect(readdirSync(path.join(root, ".cache/minified"))).toHaveLength(2);

    vi.mocked(terser.minify).mockClear();
    await built("kept");
    expect(terser.minify).not.toHaveBeenCalled();

    writeFileSync(
      path.join(root, "later.js"),
      `export const total = (numbers) => numbers.length;\n`,
    );
    await built("kept");
    expect(terser.minify).toHaveBeenCalledTimes(1);
  });

  it("takes only options that name what it keeps: plain data, no name cache", () => {
    expect(() => keptMinify({ format: { comments: /@license/ } })).toThrow(
      "keptMinify: terser's options must be plain data (no function, pattern or nameCache): they name what it keeps",
    );
    expect(() =>
      keptMinify({ mangle: { keep_fnames: () => true } } as never),
    ).toThrow(/plain data/);
    expect(() => keptMinify({ nameCache: {} })).toThrow(/plain data/);
    expect(() => keptMinify(OPTIONS)).not.toThrow();
  });

  it("lets go of what no build has used for 30 days, and keeps what this one used however old", async () => {
    app();
    await built("kept");
    const dir = path.join(root, ".cache/minified");
    const kept = readdirSync(dir).sort();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    writeFileSync(path.join(dir, "stale.json"), "{}");
    for (const entry of [...kept, "stale.json"])
      utimesSync(path.join(dir, entry), longAgo, longAgo);

    await built("kept");
    expect(readdirSync(dir).sort()).toEqual(kept);
  });
});
