// @vitest-environment jsdom
import { iconSprite, usedIcons } from "../../scripts/icon-sprite";

import { SITE_ICONS } from "./icon-set";

function symbolsOf(markup: string) {
  const sprite = new DOMParser().parseFromString(markup, "image/svg+xml");
  return [...sprite.querySelectorAll("symbol")];
}

test("each icon is a symbol with its own name and drawing, in the text colour", () => {
  const symbols = symbolsOf(iconSprite(usedIcons([])));
  expect(symbols.map((symbol) => symbol.id).sort()).toEqual(
    Object.keys(SITE_ICONS).sort(),
  );
  for (const symbol of symbols) {
    expect(symbol.getAttribute("viewBox"), symbol.id).toMatch(
      /^\d+ \d+ \d+ \d+$/,
    );
    expect(symbol.querySelector("path"), symbol.id).not.toBeNull();
    expect(symbol.getAttribute("fill"), symbol.id).toBe("currentColor");
  }
  // The gear, as react-icons draws it: the test names the drawing itself.
  expect(
    symbols.find((symbol) => symbol.id === "gear")?.getAttribute("viewBox"),
  ).toBe("0 0 512 512");
});

test("the sprite holds the networks the links are on, and no other", () => {
  const ids = symbolsOf(
    iconSprite(
      usedIcons([
        { url: "https://gitlab.com/me" },
        { url: "mailto:me@example.com" },
        { url: "https://me.example.com", network: "website" },
      ]),
    ),
  ).map((symbol) => symbol.id);
  expect(ids).toEqual(expect.arrayContaining(["gitlab", "email", "website"]));
  expect(ids).not.toContain("github");
  expect(ids).not.toContain("linkedin");
});

test("each technology has a symbol: its own mark, or the code icon for one without", () => {
  const symbols = symbolsOf(
    iconSprite(usedIcons([], ["Node.js", "Haskell", "COBOL", "Constructor"])),
  );
  const drawing = (id: string) =>
    symbols.find((symbol) => symbol.id === id)?.innerHTML;
  // Simple Icons draw on a 24-unit square; Font Awesome's code icon is wider.
  for (const id of ["technology-nodedotjs", "technology-haskell"])
    expect(
      symbols.find((symbol) => symbol.id === id)?.getAttribute("viewBox"),
    ).toBe("0 0 24 24");
  expect(drawing("technology-cobol")).toBe(drawing("code"));
  // A name that is also a property of every object is just a name.
  expect(drawing("technology-constructor")).toBe(drawing("code"));
  expect(drawing("technology-nodedotjs")).not.toBe(
    drawing("technology-haskell"),
  );
});
