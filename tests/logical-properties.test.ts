// The site's sides are the text's: a page in Arabic or Hebrew is the mirror of the English one
// only while no stylesheet or style prop in app/ names left or right
// (docs/decisions/031-right-to-left.md). What the check refuses:
// - a property named for a side: left, right, margin-left, padding-right, border-left(-*),
//   border-top-left-radius…, scroll-margin-right…, with or without a vendor's prefix;
// - left or right as the value of text-align(-last), justify-content/items/self, float, clear;
// - a four-value margin, padding, inset, border-width/style/color or scroll-margin/padding
//   whose right and left differ, and a border-radius whose left corners differ from its right;
// - a move along x (translateX(), translate(), translate3d(), the translate property) whose
//   distance is not multiplied by var(--inline-direction), and left or right in
//   background-position, transform-origin and the like: these have no logical form, so they are
//   let through in a rule for one direction (its selector says :dir() or [dir]), which is how
//   they flip.
// A declaration that must name a physical side anyway goes through with a comment on its own
// line giving the reason, `/* physical side: why */` (`// physical side: why` in a component).
// The site has none.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  physicalSideOf,
  physicalSidesInCss,
  physicalSidesInStyleProps,
} from "./physical-sides";

const APP = fileURLToPath(new URL("../app/", import.meta.url));
const FILES = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .sort();
const STYLESHEETS = FILES.filter((file) => file.endsWith(".css"));
const COMPONENTS = FILES.filter(
  (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"),
);

const where = (
  file: string,
  found: { line: number; declaration: string; reason: string }[],
) =>
  found.map(
    ({ line, declaration, reason }) =>
      `app/${file}:${line} ${declaration} (${reason})`,
  );

describe("the stylesheets and style props in app/", () => {
  test("are all read", () => {
    expect(STYLESHEETS).toEqual(
      expect.arrayContaining([
        "blog/blog.css",
        "routes/blog.$slug/post-print.css",
        "routes/resume/resume-print.css",
        "styles/app.css",
        "styles/print.css",
      ]),
    );
    expect(COMPONENTS).toEqual(
      expect.arrayContaining([
        "colors/accent-swatches.tsx",
        "routes/_index/typewriter.tsx",
      ]),
    );
  });

  test("name no physical side", () => {
    const found = [
      ...STYLESHEETS.flatMap((file) =>
        where(
          file,
          physicalSidesInCss(readFileSync(path.join(APP, file), "utf8")),
        ),
      ),
      ...COMPONENTS.flatMap((file) =>
        where(
          file,
          physicalSidesInStyleProps(
            readFileSync(path.join(APP, file), "utf8"),
            file,
          ),
        ),
      ),
    ];
    expect(found).toEqual([]);
  });
});

describe("physicalSidesInCss", () => {
  test("names the line of a margin-left", () => {
    const found = physicalSidesInCss(
      ".card {\n  color: red;\n  margin-left: 1px;\n}\n",
    );
    expect(found).toEqual([
      {
        line: 3,
        declaration: "margin-left: 1px",
        reason: expect.stringContaining("margin-left is a physical side"),
      },
    ]);
  });

  test("refuses each property named for a side", () => {
    const css = `
      a { left: 0 }
      b { right: 0; padding-right: 1rem }
      c { border-left: 1px solid; border-right-color: red }
      d { border-top-left-radius: 4px; -webkit-margin-right: 2px }
      e { scroll-margin-left: 1rem }
    `;
    expect(physicalSidesInCss(css).map((found) => found.declaration)).toEqual([
      "left: 0",
      "right: 0",
      "padding-right: 1rem",
      "border-left: 1px solid",
      "border-right-color: red",
      "border-top-left-radius: 4px",
      "-webkit-margin-right: 2px",
      "scroll-margin-left: 1rem",
    ]);
  });

  test("refuses left and right as an alignment, a float or a clear", () => {
    const css = `a {
      text-align: left;
      text-align: right !important;
      text-align-last: -webkit-right;
      justify-self: left;
      float: right;
      clear: left;
    }`;
    expect(physicalSidesInCss(css).map((found) => found.line)).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
  });

  test("refuses a shorthand that gives left and right apart", () => {
    const css = `a {
      padding: 0 0 0 1.75rem;
      margin: 1px 2px 3px 4px;
      inset: 0 -0.1em 0 0;
      border-width: 0 calc(1px + 1px) 0 1px;
      border-radius: 6px 0 0 6px;
      border-radius: 0 0 0 6px;
      border-radius: 6px 6px 0 0 / 4px 0;
    }`;
    expect(physicalSidesInCss(css).map((found) => found.line)).toEqual([
      2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(physicalSidesInCss(css)[0]!.reason).toContain("padding-inline");
  });

  test("refuses a move along x that the direction does not turn", () => {
    const css = `
      a { transform: translateX(-3rem) }
      @keyframes in { from { transform: scale(2) translate(10px, 0) } }
      b { transform: translate3d(1px, 0, 0) }
      c { translate: 220px }
      d { transform-origin: right }
      e { background-position: left top }
    `;
    expect(physicalSidesInCss(css).map((found) => found.line)).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
  });

  test("lets through what mirrors itself or is already logical", () => {
    const css = `
      :root { --panel-left: 1px; --x: left }
      a { margin-inline-start: 1px; padding-inline: 0 1rem; inset-inline-end: 0 }
      b { border-inline-start: 2px solid; border-start-end-radius: 4px; float: inline-start }
      c { text-align: start; text-align: center; justify-self: end; clear: both }
      d { margin: 0 auto; padding: 2rem 1rem 3rem; inset: auto 0 0 0; border-width: 1px 2px 3px 2px }
      e { border-radius: 50%; border-radius: 4px 4px 0 0; border-radius: 1px / 3px 3px }
      f { transform: translateY(1rem) rotate(360deg) scaleX(0); translate: 0 1rem }
      g { transform: translateX(calc(var(--panel-width) * var(--inline-direction))) }
      h { transform-origin: calc(50% + 50% * var(--inline-direction)); transform: none }
      i { background: url("data:image/svg+xml;utf8,<svg left='1'/>") no-repeat }
    `;
    expect(physicalSidesInCss(css)).toEqual([]);
  });

  test("reads no comment, string or selector as a declaration", () => {
    const css = `
      /* margin-left: 1px; was here */
      a:is([data-side="left"]) { content: "right: 0; left: 0" }
      @page :left { margin: 1cm }
    `;
    expect(physicalSidesInCss(css)).toEqual([]);
  });

  test("lets a rule for one direction move along x, never name a side", () => {
    const css = `
      .menu:dir(rtl) { transform: translateX(100%); transform-origin: left }
      [dir="rtl"] .chevron { transform: translateX(-2px) }
      @media (min-width: 1px) { .x:dir(ltr) { background-position: right } }
      .menu:dir(rtl) { margin-left: 1px }
    `;
    expect(physicalSidesInCss(css).map((found) => found.declaration)).toEqual([
      "margin-left: 1px",
    ]);
  });

  test("lets a declaration through with the marker and a reason, on its line", () => {
    const css = `a {
      left: 0; /* physical side: the canvas is drawn left to right in every language */
      right: 0; /* physical side: */
      margin-right: 1px;
    }`;
    expect(physicalSidesInCss(css).map((found) => found.line)).toEqual([3, 4]);
  });
});

describe("physicalSidesInStyleProps", () => {
  test("names the line of a physical side in a style prop", () => {
    const source = `export const A = () => (
  <div
    style={{ marginLeft: 4, color: "red" }}
  >
    <span style={{ textAlign: "right" }} />
    <span style={{ textAlign: "start", insetInlineStart: 0 }} />
  </div>
);`;
    expect(physicalSidesInStyleProps(source)).toEqual([
      {
        line: 3,
        declaration: "marginLeft: 4",
        reason: expect.stringContaining("margin-left is a physical side"),
      },
      {
        line: 5,
        declaration: 'textAlign: "right"',
        reason: expect.stringContaining("use start or end"),
      },
    ]);
  });

  test("follows a style kept in a variable, and a conditional one", () => {
    const source = `const spot = { right: 0, "--left": 1 } as CSSProperties;
export const A = ({ on }: { on: boolean }) => (
  <>
    <i style={spot} />
    <b style={on ? { paddingRight: "1rem" } : undefined} />
    <u data-style={{ left: 0 }} />
  </>
);`;
    expect(
      physicalSidesInStyleProps(source).map((found) => found.declaration),
    ).toEqual(["right: 0", 'paddingRight: "1rem"']);
  });
});

describe("physicalSideOf", () => {
  test("says what to write instead", () => {
    expect(physicalSideOf("float", "left")).toMatch(
      /inline-start or inline-end/,
    );
    expect(physicalSideOf("margin", "0 0 0 1px")).toMatch(/margin-inline/);
    expect(physicalSideOf("border-color", "red blue red green")).toMatch(
      /border-inline-color/,
    );
    expect(physicalSideOf("transform", "translateX(1px)")).toMatch(
      /var\(--inline-direction\)/,
    );
    expect(physicalSideOf("color", "red")).toBeUndefined();
  });
});
