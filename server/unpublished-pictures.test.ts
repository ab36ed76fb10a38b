// @vitest-environment node
// A file the build keeps home is passed by under every spelling of its address that reaches it,
// and the list is read again after an edit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import express from "express";

import { unpublishedPictures } from "./unpublished-pictures";

let dir: string;
let origin: string;
let close: () => void;
let reread: () => void;
const list = () => path.join(dir, "unpublished.json");

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "unpublished-"));
  mkdirSync(path.join(dir, "public/images"), { recursive: true });
  for (const file of ["phone.jpg", "shot.png", "logo.svg"])
    writeFileSync(path.join(dir, "public/images", file), file);
  writeFileSync(list(), JSON.stringify(["/images/phone.jpg"]));
  const unpublished = unpublishedPictures(list());
  reread = unpublished.reread;
  const app = express()
    .use(unpublished.unless(express.static(path.join(dir, "public"))))
    .use((_request, response) => void response.status(404).send("none"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterEach(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

const status = async (address: string) =>
  (await fetch(`${origin}${address}`)).status;

test("a file kept home answers 404 under every spelling that reaches it; the others are served", async () => {
  for (const address of [
    "/images/phone.jpg",
    "//images/phone.jpg",
    "/images//phone.jpg",
    "/images/./phone.jpg",
    "/images/x/../phone.jpg",
    "/images/%70hone.jpg",
    "/images%2Fphone.jpg",
    "/IMAGES/PHONE.JPG",
  ])
    expect(await status(address), address).toBe(404);
  expect(await status("/images/shot.png")).toBe(200);
  expect(await status("/images/logo.svg")).toBe(200);
});

test("after an edit, the list as the content step wrote it again", async () => {
  writeFileSync(list(), JSON.stringify(["/images/shot.png"]));
  reread();
  expect(await status("/images/shot.png")).toBe(404);
  expect(await status("/images/phone.jpg")).toBe(200);
});

test("a list caught half written keeps the last one in place, and the server running", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  writeFileSync(list(), '["/images/sh');
  expect(() => reread()).not.toThrow();
  expect(warn).toHaveBeenCalledOnce();
  expect(await status("/images/phone.jpg")).toBe(404);
  expect(await status("/images/shot.png")).toBe(200);
  warn.mockRestore();
});
