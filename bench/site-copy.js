// A copy of the site in a temporary folder, for a benchmark to fill with an owner's content and
// build: the source without the last build's output, sharing this checkout's node_modules.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SOURCE = [
  "app",
  "public",
  "scripts",
  "server",
  "server.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** Copies the site into a new folder named after `name`; the folder. */
export function copySite(name) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  for (const entry of SOURCE)
    cpSync(entry, path.join(dir, entry), {
      recursive: true,
      filter: (source) => !/^public\/share-cards/.test(source),
    });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** Builds the copy as `npm run build` does: the seconds it took, and what the build printed. */
export function buildCopy(dir) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/build.ts"],
      { cwd: dir, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, output })
        : reject(new Error(`The copy did not build:\n${output}`)),
    );
  });
}
