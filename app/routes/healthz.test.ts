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
