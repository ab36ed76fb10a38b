// The exported folder, checked as a static host will serve it, before anyone uploads it: every
// address a page, feed, sitemap or manifest names is under the site's path and reaches a file of
// the folder; no path has capitals but a language's code ("pt-BR/about.html", as its pages'
// addresses have it); no file is one a host would drop; no picture carries a camera's metadata (a
// phone photo's GPS position). One line a problem, naming the file.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { visit } from "unist-util-visit";

import { filesIn } from "./files-in";
import { metadataIn, RASTER } from "./pictures";

/** The largest file Cloudflare Pages serves. */
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const TEXT_FILES = /\.(?:xml|json|txt|webmanifest)$/;

/**
 * Why a host would leave a file out, or null. Hosts serve a name starting with a dot only where it
 * is meant for them: GitHub Pages' switch off Jekyll (`.nojekyll`), and `.well-known/` (RFC 8615),
 * where security.txt (RFC 9116) and domain checks live.
 */
export function hiddenName(file: string): string | null {
  const parts = file.split("/");
  const kept = (part: string, index: number) =>
    index === 0 &&
    (part === ".well-known" ? parts.length > 1 : part === ".nojekyll");
  return parts.some((part, index) => part.startsWith(".") && !kept(part, index))
    ? "a name starting with a dot, which hosts leave out"
    : null;
}

type Site = {
  dir: string;
  origin: string;
  base: string;
  /** The site's language codes: a folder of pages is named by its language's, case and all. */
  languages?: ReadonlyArray<string>;
};

export async function checkExport(site: Site): Promise<string[]> {
  const files = await filesIn(site.dir);
  const present = new Set(files);
  const problems: string[] = [];
  for (const file of files) {
    const problem = (what: string) => problems.push(`${file}: ${what}`);
    const hidden = hiddenName(file);
    if (hidden) problem(hidden);
    if (/[A-Z]/.test(belowLanguage(file, site.languages ?? [])))
      problem(
        "capitals in its path: hosts differ on whether an address's case matters; write it in lowercase",
      );
    if ((await stat(path.join(site.dir, file))).size > MAX_FILE_BYTES)
      problem("over 25 MiB, more than Cloudflare Pages serves");
    if (RASTER.test(file)) {
      const kinds = await metadataIn(path.join(site.dir, file));
      if (kinds.length > 0)
        problem(
          `carries ${kinds.join(", ")} metadata, which can hold where a photo was taken and with what; publish it only as the build makes it, without its metadata`,
        );
    }
    const named = file.endsWith(".html")
      ? addressesInPage(await readFile(path.join(site.dir, file), "utf8"))
      : TEXT_FILES.test(file)
        ? addressesInText(
            await readFile(path.join(site.dir, file), "utf8"),
            site.origin,
          )
        : [];
    const from = new URL(`${site.base}${file}`, site.origin);
    for (const address of new Set(named)) {
      const target = URL.canParse(address, from)
        ? new URL(address, from)
        : null;
      if (!target || target.origin !== site.origin) continue;
      if (!target.pathname.startsWith(site.base))
        problem(
          `names ${target.pathname}, outside the site's path ${site.base}`,
        );
      else if (
        !reaches(
          present,
          decodeURIComponent(target.pathname.slice(site.base.length)),
        )
      )
        problem(
          `names ${target.pathname}, which no file of the folder answers`,
        );
    }
  }
  return problems;
}

/** A file's path past the language code its pages are below: "pt-BR/about.html" → "about.html". */
function belowLanguage(file: string, languages: ReadonlyArray<string>) {
  const [first, ...rest] = file.split("/");
  // The language's home page and its data are beside its folder: "pt-BR.html", "pt-BR.data".
  const code = rest.length > 0 ? first : first!.replace(/\.(?:html|data)$/, "");
  if (!languages.includes(code!)) return file;
  return rest.join("/");
}

/** Whether a static host answers the address (below the site's path) with a file. */
function reaches(files: ReadonlySet<string>, address: string) {
  const page = address.replace(/\/$/, "");
  return [
    address,
    `${page}.html`,
    `${page}/index.html`,
    page === "" ? "index.html" : "",
  ].some((file) => file !== "" && files.has(file));
}

const ADDRESS_PROPERTIES = ["href", "src", "action"] as const;
const META_ADDRESSES = new Set(["og:image", "og:url", "twitter:image"]);
// The router's own scripts name the page's modules in `import` statements and its route manifest.
const MODULE_ADDRESS = /["'](\/[^"'\s]+\.js)["']/g;

/** Every address a page names: links, pictures and their candidates, scripts, previews. */
export function addressesInPage(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html), "element", (node: Element) => {
    for (const name of ADDRESS_PROPERTIES) {
      const value = node.properties[name];
      if (typeof value === "string") found.push(value);
    }
    for (const name of ["srcSet", "imageSrcSet"]) {
      const value = node.properties[name];
      if (typeof value === "string")
        for (const candidate of value.split(","))
          found.push(candidate.trim().split(" ")[0]!);
    }
    const { property, name, content } = node.properties;
    if (
      node.tagName === "meta" &&
      typeof content === "string" &&
      META_ADDRESSES.has(String(property ?? name))
    )
      found.push(content);
    if (node.tagName === "script" && node.properties.type === "module")
      for (const child of node.children)
        if (child.type === "text")
          for (const [, module] of child.value.matchAll(MODULE_ADDRESS))
            found.push(module!);
  });
  return found;
}

/** The site's own absolute addresses in a feed, the sitemap, robots.txt or the web manifest. */
function addressesInText(text: string, origin: string): string[] {
  const own = new RegExp(
    `${origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[^\\s"'<>\\]\\\\]*`,
    "g",
  );
  const found = [...text.matchAll(own)].map(([address]) => address);
  // The web manifest names its start and icons by path.
  if (text.trimStart().startsWith("{"))
    for (const [, address] of text.matchAll(
      /"(?:src|start_url|scope)"\s*:\s*"([^"]+)"/g,
    ))
      found.push(address!);
  return found;
}
