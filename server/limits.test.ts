// @vitest-environment node
import { clientKey, createRateLimit, memoryStore } from "./limits";

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

test("an IPv4 address is its own key, also when written in IPv6 form", () => {
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
});

test("an IPv6 address counts by its /64, however it is written", () => {
  for (const address of [
    "2001:db8::1",
    "2001:db8::abcd:1",
    "2001:db8:0:0:1:2:3:4",
    "2001:0db8:0000:0000:ffff:ffff:ffff:ffff",
    "2001:DB8::A:B:C:D",
    "2001:db8::1%eth0",
  ])
    expect(clientKey(address), address).toBe("2001:db8::/64");
  // Longer compressed forms: the zeros sit inside the network part.
  expect(clientKey("2001:db8:0:1::abcd:1")).toBe("2001:db8:0:1::/64");
  expect(clientKey("2001::1:0:0:1")).toBe("2001::/64");
  expect(clientKey("fe80::1:2:3:4")).toBe("fe80::/64");
  expect(clientKey("2001:db8:1:2:3::")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8:1:2:3::")).not.toBe(clientKey("2001:db8:1:3::1"));
});

test("anything that is not an address has no key", () => {
  for (const value of [
    undefined,
    "",
    "unknown",
    "1.2.3.4, 5.6.7.8",
    "x".repeat(16 * 1024),
    "2001:db8::1::2",
    "300.1.1.1",
    "1.2.3",
  ])
    expect(clientKey(value), String(value).slice(0, 20)).toBeNull();
});
