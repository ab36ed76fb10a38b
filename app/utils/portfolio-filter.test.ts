import { projects } from "~/content/projects";

import { filterProjects, parseFilterId } from "./portfolio-filter";

test("All (1) shows every project", () => {
  expect(filterProjects(projects, 1)).toHaveLength(6);
});

test("Developement (2) shows the projects whose id is 2, which is all six", () => {
  expect(filterProjects(projects, 2)).toHaveLength(6);
});

test("Design (3) shows no project", () => {
  expect(filterProjects(projects, 3)).toHaveLength(0);
});

test("a filter keeps only projects whose id equals it", () => {
  const mixed = [{ id: 2 }, { id: 3 }, { id: 2 }];
  expect(filterProjects(mixed, 3)).toEqual([{ id: 3 }]);
  expect(filterProjects(mixed, 2)).toEqual([{ id: 2 }, { id: 2 }]);
});

test("the ?filter= value is read as a known filter id or falls back to All", () => {
  expect(parseFilterId("2")).toBe(2);
  expect(parseFilterId("3")).toBe(3);
  expect(parseFilterId(null)).toBe(1);
  expect(parseFilterId("7")).toBe(1);
  expect(parseFilterId("two")).toBe(1);
  expect(parseFilterId("")).toBe(1);
});
