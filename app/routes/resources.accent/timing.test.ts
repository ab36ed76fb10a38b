import { debounce, throttle } from "./timing";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

test("throttle: the first change at once, then at most one every 50 ms, ending on the last", () => {
  const seen: number[] = [];
  const preview = throttle((value: number) => seen.push(value), 50);
  preview(1);
  expect(seen).toEqual([1]);
  for (let value = 2; value <= 10; value++) {
    vi.advanceTimersByTime(10);
    preview(value);
  }
  // 90 ms of changes every 10 ms: the first at 0, then one per 50 ms window.
  expect(seen).toEqual([1, 5]);
  vi.advanceTimersByTime(50);
  expect(seen).toEqual([1, 5, 10]);
  vi.advanceTimersByTime(500);
  expect(seen).toEqual([1, 5, 10]);
});

test("throttle: cancel drops a pending change", () => {
  const seen: number[] = [];
  const preview = throttle((value: number) => seen.push(value), 50);
  preview(1);
  preview(2);
  preview.cancel();
  vi.advanceTimersByTime(100);
  expect(seen).toEqual([1]);
});

test("debounce: fires 100 ms after the last change, once, with the last value", () => {
  const seen: number[] = [];
  const complete = debounce((value: number) => seen.push(value), 100);
  complete(1);
  vi.advanceTimersByTime(60);
  complete(2);
  vi.advanceTimersByTime(99);
  expect(seen).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(seen).toEqual([2]);
  vi.advanceTimersByTime(1000);
  expect(seen).toEqual([2]);
});

test("debounce: cancel drops the pending call", () => {
  const seen: number[] = [];
  const complete = debounce((value: number) => seen.push(value), 100);
  complete(1);
  complete.cancel();
  vi.advanceTimersByTime(200);
  expect(seen).toEqual([]);
});
