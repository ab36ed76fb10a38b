// Builds the client-side app of bench/client-only/app.tsx into a folder a static file server
// can serve: minified scripts, split as the site's are (the particles and the picker load
// later), and for every page the same empty HTML that loads them with the site's stylesheet,
// as a client-rendered app's build would.
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { build } from "esbuild";

const SCRIPT = "client-only/app.js";

// Modules only the server may run (actions, settings) stay out, as Remix leaves them out of
// the browser's build; the pages here never call them.
const serverModulesLeftOut = {
  name: "server-modules-left-out",
  setup(plugin) {
    plugin.onResolve({ filter: /\.server$/ }, (args) => ({
      path: args.path,
      namespace: "left-out",
    }));
    plugin.onLoad({ filter: /.*/, namespace: "left-out" }, () => ({
      contents: "module.exports = {};",
      loader: "js",
    }));
  },
};

export async function buildClientOnly({ folder, paths, publicDir }) {
  await build({
    entryPoints: ["bench/client-only/app.tsx"],
    outdir: path.join(folder, path.dirname(SCRIPT)),
    entryNames: "[name]",
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    // The stylesheet is the site's own, linked from the page; the icons' sprite is a file beside
    // the scripts, as the site's is.
    loader: { ".css": "empty", ".svg": "file" },
    publicPath: `/${path.dirname(SCRIPT)}`,
    plugins: [serverModulesLeftOut],
    logLevel: "warning",
  });
  const assets = path.join(publicDir, "build", "_assets");
  const stylesheet = (await readdir(assets)).find((name) =>
    /^app-.+\.css$/.test(name),
  );
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Portfolio</title><link rel="stylesheet" href="/build/_assets/${stylesheet}"/><script type="module" src="/${SCRIPT}"></script></head><body><div id="root"></div></body></html>`;
  for (const page of paths)
    await writeFile(
      path.join(folder, page === "/" ? "index.html" : `${page.slice(1)}.html`),
      html,
    );
}
