import { safeRedirectPath } from "./safe-redirect";

test("a path on this site is kept, with its query and fragment", () => {
  expect(safeRedirectPath("/")).toBe("/");
  expect(safeRedirectPath("/portfolio?filter=2")).toBe("/portfolio?filter=2");
  expect(safeRedirectPath("/about#bio")).toBe("/about#bio");
});

test("anything that could lead off the site is refused", () => {
  for (const value of [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    // Dot segments that the browser would resolve to a path starting with "//".
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/a/..//evil.example/x",
    "/./\\evil.example/x",
    "about",
    "",
    null,
    undefined,
    42,
  ]) {
    expect(safeRedirectPath(value), String(value)).toBeNull();
  }
});
