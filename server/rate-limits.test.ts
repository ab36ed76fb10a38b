import { MemoryLimiter, createRateLimit, memoryStore } from "./rate-limits";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

const fiveInTenMinutes = { name: "contact", max: 5, windowSeconds: 600 };

test("allows five in ten minutes, then says how long to wait", async () => {
  const limit = createRateLimit(fiveInTenMinutes, memoryStore);
  for (let i = 0; i < 5; i++)
    expect(await limit.consume("203.0.113.1")).toEqual({ allowed: true });
  vi.advanceTimersByTime(60_000);
  expect(await limit.consume("203.0.113.1")).toEqual({
    allowed: false,
    retryAfterSeconds: 540,
  });
  vi.advanceTimersByTime(540_000);
  expect(await limit.consume("203.0.113.1")).toEqual({ allowed: true });
});

test("a refused attempt does not extend the wait", async () => {
  const limit = createRateLimit(fiveInTenMinutes, memoryStore);
  for (let i = 0; i < 5; i++) await limit.consume("203.0.113.1");
  for (let i = 0; i < 10; i++) {
    vi.advanceTimersByTime(30_000);
    await limit.consume("203.0.113.1");
  }
  expect(await limit.consume("203.0.113.1")).toEqual({
    allowed: false,
    retryAfterSeconds: 300,
  });
});

test("each client has its own limit", async () => {
  const limit = createRateLimit({ ...fiveInTenMinutes, max: 1 }, memoryStore);
  expect(await limit.consume("203.0.113.1")).toEqual({ allowed: true });
  expect((await limit.consume("203.0.113.1")).allowed).toBe(false);
  expect(await limit.consume("203.0.113.2")).toEqual({ allowed: true });
});

test("limits sharing a store keep their counts apart", async () => {
  const store = memoryStore;
  const pages = createRateLimit(
    { name: "pages", max: 1, windowSeconds: 60 },
    store,
  );
  const contact = createRateLimit({ ...fiveInTenMinutes, max: 1 }, store);
  await pages.consume("203.0.113.1");
  expect(await contact.consume("203.0.113.1")).toEqual({ allowed: true });
});

test("past its bound the client counted least recently is forgotten first", async () => {
  const limiter = new MemoryLimiter(
    { name: "contact", max: 1, windowSeconds: 600 },
    2,
  );
  const limit = createRateLimit(fiveInTenMinutes, () => limiter);
  await limit.consume("a"); // a: at its limit
  await limit.consume("b"); // b: at its limit
  expect((await limit.consume("a")).allowed).toBe(false); // a counted again, most recently
  await limit.consume("c"); // c pushes out b, the least recent, not a
  expect((await limit.consume("a")).allowed).toBe(false);
  expect(await limit.consume("b")).toEqual({ allowed: true });
});

test("a flood of distinct clients cannot grow memory past its bound", async () => {
  const limiter = new MemoryLimiter(fiveInTenMinutes, 1000);
  const limit = createRateLimit(fiveInTenMinutes, () => limiter);
  const key = (i: number) => `2001:db8:${i.toString(16)}::/64`;
  for (let i = 0; i < 5000; i++) await limit.consume(key(i));
  expect(await limiter.get(key(3999))).toBeNull();
  expect(await limiter.get(key(4000))).not.toBeNull();
});
