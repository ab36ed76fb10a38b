// @vitest-environment node
import { routeArgs, testLoadContext } from "../../tests/support/load-context";

import { loader } from "./healthz";

// Each test starts a few seconds after the last, so no render is shared between tests.
let now = Date.parse("2026-11-24T12:00:00Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime((now += 5000));
});
afterEach(() => vi.useRealTimers());

const check = (overrides: Parameters<typeof testLoadContext>[0] = {}) =>
  loader(
    routeArgs(
      new Request("http://localhost/healthz"),
      testLoadContext(overrides),
    ),
  );

const rendering = (status: number) =>
  vi.fn(() => Promise.resolve(new Response("", { status })));

test("answers OK, uncached, when the home page renders", async () => {
  const renderPage = rendering(200);
  const response = await check({ renderPage });
  expect(renderPage).toHaveBeenCalledWith("/");
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("OK");
  expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
});

test("answers 500 when the home page fails, or cannot be rendered at all", async () => {
  const failed = await check({ renderPage: rendering(500) });
  expect(failed.status).toBe(500);
  expect(await failed.text()).toBe("ERROR");
  vi.setSystemTime((now += 5000));
  const thrown = await check({
    renderPage: () => Promise.reject(new Error("x")),
  });
  expect(thrown.status).toBe(500);
});

test("probes within a second share one render", async () => {
  const renderPage = rendering(200);
  await Promise.all([check({ renderPage }), check({ renderPage })]);
  vi.setSystemTime(now + 500);
  await check({ renderPage });
  expect(renderPage).toHaveBeenCalledTimes(1);
  vi.setSystemTime(now + 1500);
  await check({ renderPage });
  expect(renderPage).toHaveBeenCalledTimes(2);
});

test("says whether Redis is reachable, and stays healthy when it is not", async () => {
  const up = await check({ redisStatus: () => "reachable" });
  expect(up.status).toBe(200);
  expect(await up.text()).toBe(
    "OK\nRedis: reachable, limits shared by every instance",
  );
  const down = await check({ redisStatus: () => "unreachable" });
  expect(down.status).toBe(200);
  expect(await down.text()).toBe(
    "OK\nRedis: unreachable, limits counted by each instance alone",
  );
});
