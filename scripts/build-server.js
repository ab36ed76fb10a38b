// Compiles server.ts to build/server.js for `npm start` and the container.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  platform: "node",
  format: "esm",
  target: "node20",
  bundle: true,
  packages: "external",
  logLevel: "warning",
});
