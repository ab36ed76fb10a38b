// @vitest-environment node
import { testLoadContext } from "../../tests/support/load-context";

import { loader } from "./healthz";

const check = (healthy: boolean) =>
  loader({
    request: new Request("http://localhost/healthz"),
    params: {},
    context: testLoadContext({
      canRenderHomePage: () => Promise.resolve(healthy),
    }),
  });

test("answers OK, uncached, when the home page renders", async () => {
  const response = await check(true);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("OK");
  expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
});

test("answers 500 when the home page fails", async () => {
  const response = await check(false);
  expect(response.status).toBe(500);
  expect(await response.text()).toBe("ERROR");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
});

test("says whether Redis is reachable, and stays healthy when it is not", async () => {
  const withRedis = (status: "reachable" | "unreachable") =>
    loader({
      request: new Request("http://localhost/healthz"),
      params: {},
      context: testLoadContext({ redisStatus: () => status }),
    });
  const up = await withRedis("reachable");
  expect(up.status).toBe(200);
  expect(await up.text()).toBe(
    "OK\nRedis: reachable, limits shared by every instance",
  );
  const down = await withRedis("unreachable");
  expect(down.status).toBe(200);
  expect(await down.text()).toBe(
    "OK\nRedis: unreachable, limits counted by each instance alone",
  );
});
