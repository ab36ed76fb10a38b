import { CHUNK_LOAD_TIMEOUT_MS, loadLater } from "./load-later";

test("resolves with what was loaded", async () => {
  await expect(loadLater(() => Promise.resolve("module"))).resolves.toBe(
    "module",
  );
});

test("rejects at once when loading fails", async () => {
  const failure = new Error("chunk failed");
  await expect(loadLater(() => Promise.reject(failure))).rejects.toBe(failure);
});

test("gives up on a chunk after 120 seconds", async () => {
  vi.useFakeTimers();
  try {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const never = new Promise<never>(() => {});
    const result = loadLater(() => never);
    const settled = vi.fn();
    result.catch(settled);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/120000 ms/) }),
    );
  } finally {
    vi.useRealTimers();
  }
});
