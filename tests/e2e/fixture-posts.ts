// The posts of tests/fixtures/posts/, as the tests that need a blog give a copy of the project.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

/** The post of tests/fixtures/posts/ its owner has not published yet: a draft. */
export const DRAFT = {
  file: "unfinished-thoughts.md",
  slug: "unfinished-thoughts",
  title: "Unfinished thoughts on caching",
};

/**
 * Makes the fixtures the only posts of the copy in `site`, whatever the owner has written, with
 * the picture one of them shows: a 1600 × 900 PNG.
 */
export async function writeFixturePosts(site: string) {
  const posts = path.join(site, "app/content/posts");
  rmSync(posts, { recursive: true, force: true });
  cpSync("tests/fixtures/posts", posts, { recursive: true });
  mkdirSync(path.join(site, "public/images/posts"), { recursive: true });
  writeFileSync(
    path.join(site, "public/images/posts/query-plan.png"),
    await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#20323f" },
    })
      .png()
      .toBuffer(),
  );
}
