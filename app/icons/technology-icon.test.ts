import { TECHNOLOGY_ICONS } from "./icon-set";
import { technologyIcon } from "./technology-icon";

test("a technology shows its own mark by any common spelling, or the code icon", () => {
  expect(technologyIcon("Node.js")).toBe("nodejs");
  expect(technologyIcon("MongoDB")).toBe("mongodb");
  expect(technologyIcon("Express.js")).toBe("express");
  expect(technologyIcon("C++")).toBe("cplusplus");
  expect(technologyIcon("Tailwind CSS")).toBe("tailwindcss");
  expect(technologyIcon("COBOL")).toBe("code");
  // Every mark the site draws can be reached by its own name.
  for (const icon of Object.keys(TECHNOLOGY_ICONS))
    expect(technologyIcon(icon)).toBe(icon);
});
