// @vitest-environment node
// The container keeps only production dependencies (`npm prune --omit=dev`), and the server
// bundle leaves every package outside it: a package the server imports that the lockfile
// counts as a development tool is missing in the image, and the server dies at start.
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";

import { build } from "esbuild";

import { SERVER_BUNDLE } from "./build";

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
};
const lockfile = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { dev?: boolean }>;
};

/** The packages the server bundle imports at run time, with the same settings as the build. */
async function packagesTheServerImports() {
  const { metafile } = await build({
    ...SERVER_BUNDLE,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const imported = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((i) => i.external).map((i) => i.path),
  );
  return [
    ...new Set(
      imported
        .filter((path) => !path.startsWith("node:"))
        .filter((path) => !builtinModules.includes(path))
        .map((path) =>
          path
            .split("/")
            .slice(0, path.startsWith("@") ? 2 : 1)
            .join("/"),
        ),
    ),
  ].sort();
}

test("every package the server imports stays in the production install", async () => {
  const imported = await packagesTheServerImports();
  // The server's own foundations are among them, so the list is the real one.
  expect(imported).toEqual(
    expect.arrayContaining(["react-router", "helmet", "zod"]),
  );
  // Vite serves the app's modules in development alone (npm run dev), never from the image.
  for (const name of imported.filter((name) => name !== "vite")) {
    expect(packageJson.dependencies, name).toHaveProperty([name]);
    expect(lockfile.packages[`node_modules/${name}`]?.dev, name).toBeFalsy();
  }
});

test("no production dependency is counted as a development tool", () => {
  // A package listed under both kinds is marked dev in the lockfile and pruned from the image,
  // whichever part of the server (this bundle or the app's build) imports it.
  const markedDev = Object.keys(packageJson.dependencies).filter(
    (name) => lockfile.packages[`node_modules/${name}`]?.dev,
  );
  expect(markedDev).toEqual([]);
});
