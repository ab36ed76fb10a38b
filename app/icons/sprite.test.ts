import { readFileSync } from "node:fs";

import { iconSprite } from "../../scripts/build-icon-sprite.js";

import { ICONS } from "./icon-set";

// Tests run from the project folder.
const written = readFileSync("app/icons/sprite.svg", "utf8");

test("the sprite in the repository is the one the icon set draws", () => {
  // If this fails, an icon was added or changed: run `node scripts/build-icon-sprite.js`.
  expect(written).toBe(iconSprite());
});

test("every icon is a symbol with its own name and drawing", () => {
  const sprite = new DOMParser().parseFromString(written, "image/svg+xml");
  const symbols = [...sprite.querySelectorAll("symbol")];
  expect(symbols.map((symbol) => symbol.id).sort()).toEqual(
    Object.keys(ICONS).sort(),
  );
  for (const symbol of symbols) {
    expect(symbol.getAttribute("viewBox"), symbol.id).toMatch(
      /^\d+ \d+ \d+ \d+$/,
    );
    expect(symbol.querySelector("path"), symbol.id).not.toBeNull();
    expect(symbol.getAttribute("fill"), symbol.id).toBe("currentColor");
  }
  // The gear, as react-icons draws it: the test names the drawing itself.
  expect(sprite.getElementById("gear")?.getAttribute("viewBox")).toBe(
    "0 0 512 512",
  );
});
