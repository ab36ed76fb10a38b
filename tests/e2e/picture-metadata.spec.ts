// A phone photo, with where it was taken and with what, dropped in as an owner would: as a
// project's picture, as an animated one, as a post's, and left over in public/. The copy is built
// and served; no file a page or its data names carries any of it, and the originals answer 404.
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Playwright's own test: these pages come from the copy's server, not the worker's.
import { expect, test } from "@playwright/test";

import { projects } from "../../app/content/projects";
import { addressesInPage } from "../../scripts/export-check";
import { SITE_ENV } from "./fixtures";
import { writeFixturePosts } from "./fixture-posts";
import { phonePhoto, photoMetadataIn } from "./phone-photo";
import { copyProject, run } from "./project-copy";
import { startServer } from "./server-process";
import type { ServerProcess } from "./server-process";
import { E2E_PORT } from "./site-url";

const PHOTO = "/images/projects/phone-photo.jpg";
const MOVING = "/images/projects/moving.webp";
// The picture the fixture post about the SQL compiler shows.
const POST_PICTURE = "/images/posts/query-plan.png";
const POST = "/blog/sql-compiler";
const LEFT_OVER = "/images/left-over.jpg";
const ORIGINALS = [PHOTO, MOVING, POST_PICTURE];
const RASTER = /\.(?:jpe?g|png|webp|avif|gif)$/;

test.describe.configure({ mode: "serial", timeout: 90_000 });

let site: string;
let server: ServerProcess;
let buildOutput = "";

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = copyProject("pictures-");
  await writeFixturePosts(site);
  const write = async (file: string, bytes: Buffer | string) => {
    mkdirSync(path.dirname(path.join(site, "public", file)), {
      recursive: true,
    });
    writeFileSync(path.join(site, "public", file), bytes);
  };
  await write(PHOTO, await phonePhoto("jpeg"));
  await write(MOVING, await phonePhoto("webp", { animated: true }));
  await write(POST_PICTURE, await phonePhoto("png"));
  await write(LEFT_OVER, await phonePhoto("jpeg"));
  await write(".well-known/security.txt", "Contact: mailto:me@example.com\n");
  const listedUnder = projects[0]!.filter;
  appendFileSync(
    path.join(site, "app/content/projects.ts"),
    `\nprojects.push(...${JSON.stringify([
      {
        filter: listedUnder,
        name: "Phone Photo",
        image: PHOTO,
        link: "https://phone.example.org/",
      },
      {
        filter: listedUnder,
        name: "Moving Photo",
        image: MOVING,
        link: "https://moving.example.org/",
      },
    ])});\n`,
  );
  const build = await run("npm", ["run", "--silent", "build"], site);
  buildOutput = build.output;
  expect(build.code, build.output).toBe(0);
  server = await startServer({ port: E2E_PORT + 52, env: SITE_ENV, cwd: site });
});

test.afterAll(async () => {
  await server?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

test("every picture the portfolio and a post name, in their pages and their data, carries nothing of the phone's", async () => {
  const named = new Set<string>();
  for (const page of ["/portfolio", POST]) {
    const html = await (await fetch(`${server.origin}${page}`)).text();
    const data = await (await fetch(`${server.origin}${page}.data`)).text();
    for (const original of ORIGINALS) {
      expect(html.includes(original), `${page} names ${original}`).toBe(false);
      expect(data.includes(original), `${page}.data names ${original}`).toBe(
        false,
      );
    }
    for (const address of [
      ...addressesInPage(html),
      ...[...data.matchAll(/"(\/[^"]+)"/g)].map(([, found]) => found!),
    ]) {
      const url = new URL(address, server.origin);
      if (url.origin === server.origin && RASTER.test(url.pathname))
        named.add(url.pathname);
    }
  }
  // What the build made of each: the copies the pages show.
  for (const made of ["phone-photo", "moving", "query-plan"])
    expect(
      [...named].some((address) => address.includes(`/${made}-`)),
      made,
    ).toBe(true);
  for (const address of named) {
    const answer = await fetch(`${server.origin}${address}`);
    expect(answer.status, address).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(await photoMetadataIn(bytes), address).toEqual({
      exif: false,
      words: [],
    });
  }
});

test("the originals, and a photo left in public/, answer 404 under every spelling", async () => {
  for (const original of [...ORIGINALS, LEFT_OVER])
    for (const address of [
      original,
      `/${original}`,
      original.toUpperCase(),
      original.replace("/images/", "/images/./"),
      original.replace(/\/([^/]+)$/, (_, name: string) => `%2F${name}`),
    ]) {
      const answer = await fetch(`${server.origin}${address}`);
      expect(answer.status, address).toBe(404);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect((await photoMetadataIn(bytes)).words, address).toEqual([]);
    }
  // The build says why the left-over one is not there.
  expect(buildOutput).toContain(
    `public${LEFT_OVER} carries metadata (a photo's may say where it was taken) and is not published`,
  );
});

test("a host's own file in public/.well-known/ is served", async () => {
  const answer = await fetch(`${server.origin}/.well-known/security.txt`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe("Contact: mailto:me@example.com\n");
});
