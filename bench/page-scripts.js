// What a page's HTML hands a browser to run, read from the HTML itself so that one reading serves
// every build the site has had: Remix 2's (scripts under /build/, the data it hydrates from in
// `window.__remixContext = …`) and React Router 7's (scripts under /assets/, the data streamed in
// `window.__reactRouterContext.streamController.enqueue(…)` scripts).

/** Each tag of the given name in the HTML, with its attributes and, for a script, its text. */
function* elements(html, name) {
  const pattern =
    name === "script"
      ? /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
      : new RegExp(`<${name}\\b([^>]*)>`, "gi");
  for (const [, attributes, text = ""] of html.matchAll(pattern))
    yield { attributes, text };
}

function attribute(attributes, name) {
  const found = attributes.match(
    new RegExp(
      `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`,
      "i",
    ),
  );
  return found ? (found[1] ?? found[2] ?? found[3]) : undefined;
}

// `import x from "…"`, `import "…"`, `export { x } from "…"`, minified or not; never
// `import("…")`, which a module loads only when it runs that line.
const STATIC_IMPORT =
  /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g;

/** The modules a module's source imports statically, as written. */
export const staticImports = (source) =>
  [...source.matchAll(STATIC_IMPORT)].map((found) => found[1]);

/**
 * Every script the page names for a first visit, as absolute addresses: `<script src>`,
 * `<link rel="modulepreload">`, and the static imports of its inline module scripts.
 */
export function namedScripts(html, pageUrl) {
  const named = [];
  for (const { attributes, text } of elements(html, "script")) {
    const src = attribute(attributes, "src");
    if (src) named.push(src);
    else if (attribute(attributes, "type") === "module")
      named.push(...staticImports(text));
  }
  for (const { attributes } of elements(html, "link"))
    if (attribute(attributes, "rel")?.split(/\s+/).includes("modulepreload"))
      named.push(attribute(attributes, "href"));
  return [...new Set(named.map((name) => new URL(name, pageUrl).href))];
}

/** The inline scripts that carry the data the page hydrates from, whole, in either layout. */
export function hydrationData(html) {
  return [
    ...html.matchAll(
      /<script>window\.__remixContext = [\s\S]*?<\/script>|<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g,
    ),
  ].map((found) => found[0]);
}
