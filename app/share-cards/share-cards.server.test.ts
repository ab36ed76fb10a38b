// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { readShareCards } from "./share-cards.server";

function site(manifest?: object, files: string[] = []) {
  const root = mkdtempSync(path.join(tmpdir(), "share-cards-"));
  const publicDir = path.join(root, "public");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), "png");
  }
  const manifestFile = path.join(root, "share-cards.json");
  if (manifest) writeFileSync(manifestFile, JSON.stringify(manifest));
  return { manifestFile, publicDir };
}

test("reads each page's card from the build's list", () => {
  const about = { src: "/build/share-cards/about-1.png", alt: "About Me" };
  const { manifestFile, publicDir } = site({ "/about": about }, [about.src]);
  expect(readShareCards(manifestFile, publicDir)).toEqual({ "/about": about });
});

test("without a build there are no cards", () => {
  const { manifestFile, publicDir } = site();
  expect(readShareCards(manifestFile, publicDir)).toEqual({});
});

test("a card whose file is gone is left out rather than linked", () => {
  const home = { src: "/build/share-cards/home-1.png", alt: "Home" };
  const about = { src: "/build/share-cards/about-1.png", alt: "About Me" };
  const { manifestFile, publicDir } = site({ "/": home, "/about": about }, [
    home.src,
  ]);
  expect(readShareCards(manifestFile, publicDir)).toEqual({ "/": home });
});
