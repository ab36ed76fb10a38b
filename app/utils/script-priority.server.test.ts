import { lowerScriptPriority } from "./script-priority.server";

test("every script the page preloads is fetched at low priority, and nothing else changes", () => {
  const html =
    '<link rel="stylesheet" href="/build/app.css"/>' +
    '<link rel="modulepreload" href="/build/a.js"/><link rel="modulepreload" href="/build/b.js"/>';
  expect(lowerScriptPriority(html)).toBe(
    '<link rel="stylesheet" href="/build/app.css"/>' +
      '<link rel="modulepreload" fetchpriority="low" href="/build/a.js"/>' +
      '<link rel="modulepreload" fetchpriority="low" href="/build/b.js"/>',
  );
});
