// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";

import { useLoadedLater } from "./load-later";

const module = { name: "a part of the page" };

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

test("loads nothing until wanted, then gives what was loaded", async () => {
  const load = vi.fn(() => Promise.resolve(module));
  const { result, rerender } = renderHook(
    ({ wanted }) => useLoadedLater(load, wanted),
    { initialProps: { wanted: false } },
  );
  expect(result.current).toBe("waiting");
  expect(load).not.toHaveBeenCalled();
  rerender({ wanted: true });
  await act(() => Promise.resolve());
  expect(result.current).toBe(module);
  rerender({ wanted: false });
  expect(result.current).toBe(module);
  expect(load).toHaveBeenCalledTimes(1);
});

test("a load that fails leaves the page without that part", async () => {
  const load = () => Promise.reject(new Error("chunk failed"));
  const { result } = renderHook(() => useLoadedLater(load, true));
  await act(() => Promise.resolve());
  expect(result.current).toBe("failed");
});

test("a load that never ends is given up after 120 seconds", async () => {
  vi.useFakeTimers();
  try {
    const load = () => new Promise<never>(() => {});
    const { result } = renderHook(() => useLoadedLater(load, true));
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(result.current).toBe("waiting");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe("failed");
  } finally {
    vi.useRealTimers();
  }
});
