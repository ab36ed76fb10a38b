// Finds where a stylesheet, or a component's style prop, names a side of the screen (left,
// right) where it means a side of the text (where lines start, where they end): a page in a
// right-to-left language would then not be the mirror of the English one. Read by
// logical-properties.test.ts beside it, which runs it over every stylesheet and component in app/:
// a tool of the tests, so the app's code carries neither it nor the TypeScript compiler it reads
// components with.
import ts from "typescript";

/** A declaration that names a physical side, where it is and what to write instead. */
export type PhysicalSide = {
  line: number;
  declaration: string;
  reason: string;
};

/**
 * How a declaration that truly needs a physical side is let through: a comment on its own line
 * that says why, `/* physical side: why *\/` in a stylesheet, `// physical side: why` in a
 * component. The site has none.
 */
export const ALLOW_MARKER = /(\/\*|\/\/)\s*physical side:\s*\w/;

const VENDOR = /^-(webkit|moz|ms|o)-/;
/** A property named for a side: left, right, margin-left, border-right-color, border-top-left-radius… */
const SIDE_IN_NAME = /(^|-)(left|right)(-|$)/;
/** Whose value `left` or `right` aligns or places by the screen; each has a logical keyword. */
const LOGICAL_KEYWORD: Record<string, string> = {
  "text-align": "start or end",
  "text-align-last": "start or end",
  "justify-content": "start or end",
  "justify-items": "start or end",
  "justify-self": "start or end",
  float: "inline-start or inline-end",
  clear: "inline-start or inline-end",
};
/** Whose `left` or `right` has no logical keyword: written per direction, in :dir() rules. */
const POSITIONS = new Set([
  "background",
  "background-position",
  "background-position-x",
  "mask",
  "mask-position",
  "object-position",
  "perspective-origin",
  "transform-origin",
]);
/** The shorthands whose four values run top, right, bottom, left. */
const BOX_SHORTHANDS = new Set([
  "border-color",
  "border-style",
  "border-width",
  "inset",
  "margin",
  "padding",
  "scroll-margin",
  "scroll-padding",
]);
/** A rule for one direction, which may move along x or place by left and right: it flips. */
const FOR_ONE_DIRECTION = /:dir\(|\[dir\b/;
/** What turns a distance along x around where the text runs right to left (app/styles/app.css). */
const INLINE_DIRECTION = "--inline-direction";

/** What is wrong with one declaration, or nothing; `forOneDirection` when its rule says `:dir()`. */
export function physicalSideOf(
  property: string,
  value: string,
  forOneDirection = false,
): string | undefined {
  const name = property.trim().toLowerCase().replace(VENDOR, "");
  if (name.startsWith("--")) return undefined;
  if (SIDE_IN_NAME.test(name))
    return `${name} is a physical side: use its logical form (inline-start, inline-end, inset-inline-*, border-start-end-radius…)`;
  const words = keywordsOf(value);
  const side = words.find((word) => word === "left" || word === "right");
  if (side && name in LOGICAL_KEYWORD)
    return `${name}: ${side} is a physical side: use ${LOGICAL_KEYWORD[name]}`;
  if (side && POSITIONS.has(name) && !forOneDirection)
    return `${name}: ${side} has no logical form: give each direction its own in :dir(ltr) and :dir(rtl) rules`;
  if (BOX_SHORTHANDS.has(name)) {
    const values = valuesOf(value);
    if (values.length === 4 && values[1] !== values[3])
      return `${name} gives right (${values[1]}) and left (${values[3]}) apart: use ${inlineFormOf(name)} for them`;
  }
  if (name === "border-radius" && !mirrorsItself(value))
    return "border-radius rounds left and right corners apart: use border-start-start-radius, border-start-end-radius…";
  if (!forOneDirection && (name === "transform" || name === "translate")) {
    const along = movesAlongX(name, value);
    if (along)
      return `${name}: ${along} moves along x, the same way in either direction: multiply its distance by var(${INLINE_DIRECTION}), or flip it in a :dir(rtl) rule`;
  }
  return undefined;
}

/** Every physical side a stylesheet names, by line. */
export function physicalSidesInCss(css: string): PhysicalSide[] {
  const lines = css.split("\n");
  // Comments become blanks of the same length, so every offset and line stays where it was.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, " "),
  );
  const found: PhysicalSide[] = [];
  const preludes: string[] = [];
  let start = 0;
  let depth = 0;
  let quote: string | null = null;
  const declaration = (end: number) => {
    const raw = text.slice(start, end);
    const colon = raw.indexOf(":");
    const property = raw.slice(0, colon).trim();
    if (colon < 0 || !/^-{0,2}[a-zA-Z][\w-]*$/.test(property)) return;
    const offset = start + raw.search(/\S/);
    const line = text.slice(0, offset).split("\n").length;
    if (ALLOW_MARKER.test(lines[line - 1] ?? "")) return;
    const value = raw
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, "")
      .trim();
    const forOneDirection = preludes.some((prelude) =>
      FOR_ONE_DIRECTION.test(prelude),
    );
    const reason = physicalSideOf(property, value, forOneDirection);
    if (reason)
      found.push({ line, declaration: `${property}: ${value}`, reason });
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (char === "{") {
      preludes.push(text.slice(start, index));
      start = index + 1;
    } else if (char === ";" || char === "}") {
      declaration(index);
      if (char === "}") preludes.pop();
      start = index + 1;
    }
  }
  return found;
}

/**
 * Every physical side a component's `style` props name (`marginLeft`, `textAlign: "right"`),
 * written in place or in a variable of the same file the prop names.
 */
export function physicalSidesInStyleProps(
  source: string,
  fileName = "component.tsx",
): PhysicalSide[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const lines = source.split("\n");
  const variables = new Map<string, ts.Expression>();
  const styles: ts.Expression[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer)
      variables.set(node.name.getText(file), node.initializer);
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText(file) === "style" &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression
    )
      styles.push(node.initializer.expression);
    ts.forEachChild(node, collect);
  };
  collect(file);

  const found: PhysicalSide[] = [];
  const seen = new Set<ts.Node>();
  const check = (node: ts.Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isIdentifier(node) && variables.has(node.text))
      check(variables.get(node.text)!);
    if (ts.isObjectLiteralExpression(node))
      for (const member of node.properties) {
        if (!ts.isPropertyAssignment(member)) continue;
        const key = ts.isIdentifier(member.name)
          ? member.name.text
          : ts.isStringLiteral(member.name)
            ? member.name.text
            : undefined;
        if (key === undefined) continue;
        const property = key.startsWith("--")
          ? key
          : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        const initializer = member.initializer;
        const value =
          ts.isStringLiteralLike(initializer) ||
          ts.isNumericLiteral(initializer)
            ? initializer.text
            : initializer.getText(file);
        const line =
          file.getLineAndCharacterOfPosition(member.getStart(file)).line + 1;
        if (ALLOW_MARKER.test(lines[line - 1] ?? "")) continue;
        const reason = physicalSideOf(property, value);
        if (reason)
          found.push({ line, declaration: member.getText(file), reason });
      }
    ts.forEachChild(node, check);
  };
  styles.forEach(check);
  return found.sort((a, b) => a.line - b.line);
}

/** A value's words, outside strings and url()s, lower case and without a vendor's prefix. */
function keywordsOf(value: string) {
  return (
    value
      .replace(/url\([^)]*\)|"[^"]*"|'[^']*'/gi, " ")
      .toLowerCase()
      .match(/-?[a-z][a-z-]*/g) ?? []
  ).map((word) => word.replace(VENDOR, ""));
}

/** A value's parts at the top level: "0 calc(1rem + 2px) 0 1rem" is four. */
function valuesOf(value: string) {
  const parts: string[] = [];
  let depth = 0;
  let part = "";
  for (const char of value.trim()) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (/\s/.test(char) && depth === 0) {
      if (part) parts.push(part);
      part = "";
    } else part += char;
  }
  if (part) parts.push(part);
  return parts;
}

/** Whether a border-radius rounds each left corner as its right one: then it needs no side. */
function mirrorsItself(value: string) {
  return value.split("/").every((radii) => {
    const [a, b = a, c = a, d = b] = valuesOf(radii);
    // Top left, top right, bottom right, bottom left.
    return a === b && c === d;
  });
}

/** The move along x a transform makes, if it makes one that is not turned by the direction. */
function movesAlongX(property: string, value: string) {
  const moves =
    property === "translate"
      ? [{ move: value, x: valuesOf(value)[0] ?? "" }]
      : [...value.matchAll(/translate(?:x|3d)?\(/gi)].map((match) => {
          const args = argumentsFrom(value, match.index! + match[0].length);
          return { move: `${match[0]}${args.join(", ")})`, x: args[0]! };
        });
  return moves.find(
    ({ x }) =>
      !/^([+-]?0+(\.0+)?[a-z%]*|none)?$/i.test(x) &&
      !x.includes(INLINE_DIRECTION),
  )?.move;
}

/** The logical shorthand for a box shorthand's left and right: margin-inline, border-inline-width. */
function inlineFormOf(name: string) {
  return name.startsWith("border-")
    ? name.replace("border-", "border-inline-")
    : `${name}-inline`;
}

/** A function's arguments, from just after its "(" to its ")". */
function argumentsFrom(value: string, open: number) {
  const args: string[] = [];
  let depth = 0;
  let part = "";
  for (const char of value.slice(open)) {
    if (char === "(") depth++;
    if (char === ")") {
      if (depth === 0) break;
      depth--;
    }
    if (char === "," && depth === 0) {
      args.push(part.trim());
      part = "";
    } else part += char;
  }
  args.push(part.trim());
  return args;
}
