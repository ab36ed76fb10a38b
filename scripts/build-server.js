// Compiles server.ts to build/server.js for `npm start` and the container.
import { build } from "esbuild";

import { NODE_BUNDLE } from "./node-bundle.js";

await build({
  ...NODE_BUNDLE,
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
});
