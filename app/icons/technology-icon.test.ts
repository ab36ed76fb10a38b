import { technologyIcon } from "./technology-icon";

test("a technology is known by any common spelling of its name", () => {
  expect(technologyIcon("Node.js")).toBe("technology-nodedotjs");
  expect(technologyIcon("NodeJS")).toBe("technology-nodedotjs");
  expect(technologyIcon("Express.js")).toBe("technology-express");
  expect(technologyIcon("MongoDB")).toBe("technology-mongodb");
  expect(technologyIcon("C++")).toBe("technology-cplusplus");
  expect(technologyIcon("C#")).toBe("technology-csharp");
  expect(technologyIcon("Tailwind CSS")).toBe("technology-tailwindcss");
  expect(technologyIcon("Java")).toBe("technology-openjdk");
});
