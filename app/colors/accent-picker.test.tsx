// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";

import { StrictMode } from "react";

import { AccentPicker } from "./accent-picker";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The picker, with what it reported; `type` enters a colour in its hex field. In StrictMode, as
 * the development build runs it: its effects are cleaned up once before they run for good.
 */
function renderPicker() {
  const previews: string[] = [];
  const completed: string[] = [];
  const { unmount } = render(
    <StrictMode>
      <AccentPicker
        color="#5dff40"
        onPreview={(color) => previews.push(color)}
        onComplete={(color) => completed.push(color)}
      />
    </StrictMode>,
  );
  const hex = screen.getByRole("textbox", { name: "Hex" });
  const type = (color: string) =>
    fireEvent.change(hex, { target: { value: color } });
  return { previews, completed, type, unmount };
}

test("while the colour changes the page follows at once, then at most every 50 ms, ending on the last", () => {
  const { previews, completed, type } = renderPicker();
  type("#110000");
  expect(previews).toEqual(["#110000"]);
  for (const color of ["#220000", "#330000", "#440000", "#550000"]) {
    vi.advanceTimersByTime(10);
    type(color);
  }
  vi.advanceTimersByTime(10);
  expect(previews).toEqual(["#110000", "#550000"]);
  for (const color of ["#660000", "#770000", "#880000"]) {
    type(color);
    vi.advanceTimersByTime(10);
  }
  vi.advanceTimersByTime(50);
  expect(previews).toEqual(["#110000", "#550000", "#880000"]);
  expect(completed).toEqual([]);
});

test("the colour is chosen once, 100 ms after the last change", () => {
  const { completed, type } = renderPicker();
  type("#110000");
  vi.advanceTimersByTime(90);
  type("#220000");
  vi.advanceTimersByTime(99);
  expect(completed).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(completed).toEqual(["#220000"]);
  vi.advanceTimersByTime(1000);
  expect(completed).toEqual(["#220000"]);
});

test("nothing is reported after the picker closes", () => {
  const { previews, completed, type, unmount } = renderPicker();
  type("#110000");
  vi.advanceTimersByTime(10);
  type("#220000");
  unmount();
  vi.advanceTimersByTime(1000);
  expect(previews).toEqual(["#110000"]);
  expect(completed).toEqual([]);
});
