// @vitest-environment node
// The portfolio's old tab addresses, in a site of three languages, whatever the owner's own list.
import express from "express";

import { filters } from "~/content/projects";
import { OLD_TABS } from "~/routes/portfolio.($filter)/old-tab-addresses";
import { filterPath } from "~/routes/portfolio.($filter)/portfolio-filter";

import { oldTabAddresses } from "./old-addresses";
import { listen } from "../tests/support/listen";

vi.mock("~/content/languages", () => ({
  languages: { en: {}, de: {}, ar: {} },
}));

let site: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = express();
  app.use(oldTabAddresses);
  app.use((request, response) => {
    response.send(`passed on: ${request.url}`);
  });
  site = await listen(app);
});

afterAll(() => site.close());

const ask = (path: string, method = "GET") =>
  fetch(`${site.url}${path}`, { method, redirect: "manual" });

test("each tab's old address is sent once, for good, to the tab's own, in every language", async () => {
  for (const prefix of ["", "/de", "/ar"])
    for (const { id } of filters)
      for (const method of ["GET", "HEAD"]) {
        const old = `${prefix}/portfolio?filter=${id}`;
        const answer = await ask(old, method);
        expect(answer.status, old).toBe(301);
        expect(answer.headers.get("Location"), old).toBe(
          `${prefix}${filterPath(id)}`,
        );
        expect(answer.headers.get("Cache-Control")).toBe(
          "public, max-age=3600",
        );
      }
});

test("the rest of the query goes along; a value naming no other tab showed every project, and still does", async () => {
  const [, tab] = filters;
  for (const [old, now] of [
    [
      `/portfolio/?filter=${tab!.id}&ref=card`,
      `/portfolio/${tab!.id}?ref=card`,
    ],
    ["/portfolio?ref=card&filter=nope", "/portfolio?ref=card"],
    ["/de/portfolio?filter=", "/de/portfolio"],
    ["/portfolio?filter=99999", "/portfolio"],
  ]) {
    const answer = await ask(old!);
    expect(answer.status, old).toBe(301);
    expect(answer.headers.get("Location"), old).toBe(now);
  }
});

test("any other address, or a post, is passed on", async () => {
  for (const [path, method] of [
    ["/portfolio", "GET"],
    ["/portfolio/2?filter=3", "GET"],
    ["/about?filter=2", "GET"],
    ["/Portfolio?filter=2", "GET"],
    ["/fr/portfolio?filter=2", "GET"],
    ["/portfolio?filter=2", "POST"],
  ]) {
    const answer = await ask(path!, method);
    expect(answer.status, `${method} ${path}`).toBe(200);
    expect(await answer.text()).toBe(`passed on: ${path}`);
  }
});

test("the export's list of old tab addresses names every tab but All's, in every language, as the server sends them", async () => {
  expect(OLD_TABS).toHaveLength(3 * (filters.length - 1));
  for (const { from, filter, to } of OLD_TABS) {
    const answer = await ask(`${from}?filter=${filter}`);
    expect(answer.headers.get("Location"), from).toBe(to);
  }
});
