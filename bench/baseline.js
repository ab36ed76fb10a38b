// The build to measure this one against: an earlier commit of this repository, checked out as a
// git worktree in a temporary folder, with dependencies of its own (an earlier commit may need
// other packages than this checkout has, as the last Remix build does) and its own
// `npm run build`. Nothing is kept: the worktree is removed once the run ends, or is stopped with
// Ctrl-C, and the next run makes it again.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The last commit built with Remix 2, before the move to React Router 7. */
export const LAST_REMIX = "94a82d4";

/**
 * The build measured against unless told: the last one that ran React Router's whole runtime in
 * the browser, before each page loaded only the script of what it does.
 */
export const DEFAULT_BASELINE = "abc6b44";

// What `npm run bench` hands its script would steer the worktree's npm: its npm_config_* settings
// (the prefix to install into among them) are this checkout's, and NODE_ENV=production would leave
// out the development packages the build needs.
const ownEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^npm_/i.test(name) && name !== "NODE_ENV",
    ),
  );

/**
 * Runs a command to its end; what it printed, kept for the error should it fail. `running` is told
 * of the command's process, which leads a process group of its own.
 */
function run(command, args, { cwd, running = () => {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: ownEnv(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${command} ${args.join(" ")} failed in ${cwd ?? process.cwd()}:\n${output.slice(-4000)}`,
            ),
          ),
    );
  });
}

/** The commit's short name; an error if the repository does not have it. */
function shortName(commit) {
  const found = spawnSync(
    "git",
    ["rev-parse", "--verify", "--short", `${commit}^{commit}`],
    { encoding: "utf8" },
  );
  if (found.status !== 0)
    throw new Error(`The baseline ${commit} is no commit of this repository`);
  return found.stdout.trim();
}

/**
 * The commit checked out, installed and built: its label, its folder (for bench/processes.js
 * `start`), and `remove`, which takes the worktree away again.
 */
export async function makeBaseline(commit) {
  const short = shortName(commit);
  const folder = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  const remove = () => {
    for (const signal of ["SIGINT", "SIGTERM"])
      process.off(signal, interrupted);
    const removed = spawnSync("git", ["worktree", "remove", "--force", folder]);
    rmSync(folder, { recursive: true, force: true });
    // The folder gone by other means, git drops its record of it.
    if (removed.status !== 0) spawnSync("git", ["worktree", "prune"]);
  };
  // Stopped midway, the run would leave a worktree behind: the install or build under way is
  // stopped, with every process it started (npm outlives a plain SIGTERM while it installs), and
  // the worktree removed.
  let child;
  const interrupted = (signal) => {
    try {
      if (child) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Its processes had ended already.
    }
    remove();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, interrupted);
  try {
    const running = (started) => (child = started);
    await run("git", ["worktree", "add", "--detach", folder, short], {
      running,
    });
    const inside = { cwd: folder, running };
    await run("npm", ["install", "--no-audit", "--no-fund"], inside);
    await run("npm", ["run", "build"], inside);
  } catch (error) {
    remove();
    throw error;
  }
  return { name: `baseline ${short}`, commit: short, folder, remove };
}
