// The JavaScript a first visit to a page downloads before the page runs: every script its HTML
// names (bench/page-scripts.js), and any module those import statically, which the browser has to
// fetch too, named or not. Each is compressed here with Brotli at its highest quality, the setting
// each build's own precompressed files use: so every build is measured with the same compressor,
// and a script counts even where a server would compress it as it sends, with no length to read.
import { brotliCompressSync, constants } from "node:zlib";

import { namedScripts, staticImports } from "./page-scripts.js";

const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/** A script's Brotli bytes and the same-origin modules it imports statically. */
async function readScript(address) {
  const answer = await fetch(address);
  if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
  const source = Buffer.from(await answer.arrayBuffer());
  const origin = new URL(address).origin;
  // A build's modules import each other by path; a bare name is text that only looks like an
  // import (an error message quoting one, say).
  const imports = staticImports(source.toString("utf8"))
    .filter((name) => /^\.{0,2}\//.test(name))
    .map((name) => new URL(name, address))
    .filter((imported) => imported.origin === origin)
    .map((imported) => imported.href);
  return { bytes: brotli(source), imports };
}

/**
 * @typedef {{ script: string, bytes: number, named: boolean }} CountedScript
 * @typedef {{ bytes: number, scripts: CountedScript[] }} PageScripts
 */

/** Counts the scripts of pages, each script fetched once however many pages name it. */
function scriptCounter() {
  const scripts = new Map();
  const read = (address) => {
    if (!scripts.has(address)) scripts.set(address, readScript(address));
    return scripts.get(address);
  };
  /** The page's scripts' Brotli bytes in all, and each script's (`named` false for one imported). */
  return async (html, address) => {
    const named = namedScripts(html, address);
    // The named scripts, then what they import that the page did not name, and so on.
    const queue = [...named];
    const seen = new Set(queue);
    const counted = [];
    for (const script of queue) {
      const { bytes, imports } = await read(script);
      counted.push({
        script: new URL(script).pathname,
        bytes,
        named: named.includes(script),
      });
      for (const imported of imports.filter((name) => !seen.has(name))) {
        seen.add(imported);
        queue.push(imported);
      }
    }
    return {
      bytes: counted.reduce((sum, script) => sum + script.bytes, 0),
      scripts: counted,
    };
  };
}

/**
 * For each path: its scripts' Brotli bytes in all, and each script's (`named` false for one only
 * imported); null for a page the build does not have, unless `answered` is true, when a page is
 * counted whatever its status (a "not found" page is a page a visitor loads too).
 */
export async function firstLoadJs(url, paths, { answered = false } = {}) {
  const count = scriptCounter();
  /** @type {Record<string, PageScripts | null>} */
  const sizes = {};
  for (const path of paths) {
    const answer = await fetch(url + path);
    if (!answer.ok && !answered) {
      await answer.body?.cancel();
      sizes[path] = null;
      continue;
    }
    sizes[path] = await count(await answer.text(), url + path);
  }
  return sizes;
}
