// A copy of the project in a folder of its own, for tests that edit the content as an owner
// would and build the copy: the installed packages are linked rather than copied.
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function copyProject(prefix = "owner-journey-") {
  const root = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  // What the checkout's builds kept (the pictures, the cards) comes along,
  // as it would in an owner's checkout: the copy's build makes only what its edits changed.
  if (existsSync(path.join(root, ".cache")))
    cpSync(path.join(root, ".cache"), path.join(dir, ".cache"), {
      recursive: true,
    });
  for (const entry of [
    "app",
    "public",
    "scripts",
    "server",
    "tests",
    "server.ts",
    "react-router.config.ts",
    "vite.config.ts",
    "tsconfig.json",
    "vitest.config.ts",
    "package.json",
    "package-lock.json",
  ]) {
    cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !/public\/share-cards|tests\/\.results/.test(source),
    });
  }
  linkPackages(dir);
  return dir;
}

/**
 * Gives `dir` this project's installed packages. Each package is linked, not node_modules itself:
 * the tools' caches in it (Vite's optimized dependencies, the linters') start empty, as in a fresh
 * clone.
 */
export function linkPackages(dir: string) {
  const installed = path.join(process.cwd(), "node_modules");
  const modules = path.join(dir, "node_modules");
  mkdirSync(modules);
  for (const entry of readdirSync(installed))
    if (entry !== ".vite" && entry !== ".cache")
      symlinkSync(path.join(installed, entry), path.join(modules, entry));
}

/** Runs a command in `cwd` to its end, with everything it printed. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}
