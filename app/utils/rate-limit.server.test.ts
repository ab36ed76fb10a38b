// @vitest-environment node
import { clientKey, createRateLimiter } from "./rate-limit.server";

const MINUTE = 60_000;

function limiterAt(start = 0, options = { max: 5, windowMs: 10 * MINUTE }) {
  let time = start;
  const limiter = createRateLimiter({ ...options, now: () => time });
  return {
    limiter,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

test("allows five submissions in ten minutes, then says how long to wait", () => {
  const { limiter, advance } = limiterAt();
  for (let i = 0; i < 5; i++) {
    expect(limiter.hit("203.0.113.7")).toEqual({ allowed: true });
    advance(MINUTE);
  }
  // The first one was 5 minutes ago; it leaves the window in 5 more.
  expect(limiter.hit("203.0.113.7")).toEqual({
    allowed: false,
    retryAfterSeconds: 300,
  });
  advance(5 * MINUTE - 1000);
  expect(limiter.hit("203.0.113.7")).toEqual({
    allowed: false,
    retryAfterSeconds: 1,
  });
  advance(1000);
  expect(limiter.hit("203.0.113.7")).toEqual({ allowed: true });
});

test("a refused attempt does not extend the wait", () => {
  const { limiter, advance } = limiterAt(0, { max: 1, windowMs: MINUTE });
  limiter.hit("a");
  for (let i = 0; i < 5; i++) {
    advance(10_000);
    expect(limiter.hit("a")).toMatchObject({ allowed: false });
  }
  advance(10_000);
  expect(limiter.hit("a")).toEqual({ allowed: true });
});

test("each client has its own limit", () => {
  const { limiter } = limiterAt(0, { max: 1, windowMs: MINUTE });
  expect(limiter.hit("198.51.100.1")).toEqual({ allowed: true });
  expect(limiter.hit("198.51.100.2")).toEqual({ allowed: true });
  expect(limiter.hit("198.51.100.1")).toMatchObject({ allowed: false });
});

test("clients whose submissions have left the window are forgotten", () => {
  const { limiter, advance } = limiterAt();
  for (let i = 0; i < 100; i++) limiter.hit(`10.0.0.${i}`);
  expect(limiter.size).toBe(100);
  advance(10 * MINUTE);
  limiter.hit("10.0.1.1");
  expect(limiter.size).toBe(1);
});

test("a flood of distinct addresses cannot grow memory past its bound", () => {
  let time = 0;
  const limiter = createRateLimiter({
    max: 5,
    windowMs: 10 * MINUTE,
    maxClients: 1000,
    now: () => time++,
  });
  for (let i = 0; i < 50_000; i++)
    limiter.hit(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
  expect(limiter.size).toBe(1000);
});

test("an IPv4 address in IPv6 form and the addresses of one IPv6 /64 count as one client", () => {
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(clientKey("unknown")).toBe("unknown");

  const { limiter } = limiterAt(0, { max: 1, windowMs: MINUTE });
  limiter.hit("2001:db8:1:2::10");
  expect(limiter.hit("2001:db8:1:2::11")).toMatchObject({ allowed: false });
  expect(limiter.hit("2001:db8:1:3::10")).toEqual({ allowed: true });
});
