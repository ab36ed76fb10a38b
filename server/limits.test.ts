// @vitest-environment node
import { createRateLimit, memoryStore } from "./limits";

test("past its maximum a limit says how long to wait, and keeps clients apart", async () => {
  const limit = createRateLimit(
    { name: "test", max: 2, windowSeconds: 60 },
    memoryStore,
  );
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect(await limit.consume("192.0.2.1")).toEqual({
    allowed: false,
    retryAfterSeconds: 60,
  });
  expect(await limit.consume("192.0.2.2")).toEqual({ allowed: true });
});

test("a count given back can be used again", async () => {
  const limit = createRateLimit(
    { name: "test", max: 1, windowSeconds: 60 },
    memoryStore,
  );
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  await limit.refund("192.0.2.1");
  expect(await limit.consume("192.0.2.1")).toEqual({ allowed: true });
  expect((await limit.consume("192.0.2.1")).allowed).toBe(false);
});
