import { ALL_FILTER_ID, filters } from "~/content/projects";

import { filterProjects, parseFilterId } from "./portfolio-filter";

const projects = [
  { id: 2, name: "a" },
  { id: 3, name: "b" },
  { id: 2, name: "c" },
];

test("All shows every project", () => {
  expect(filterProjects(projects, ALL_FILTER_ID)).toEqual(projects);
});

test("any other filter keeps only the projects whose id equals it", () => {
  expect(filterProjects(projects, 3)).toEqual([{ id: 3, name: "b" }]);
  expect(filterProjects(projects, 2)).toEqual([
    { id: 2, name: "a" },
    { id: 2, name: "c" },
  ]);
});

test("a filter no project belongs to shows none", () => {
  expect(filterProjects(projects, 4)).toEqual([]);
});

test("the ?filter= value is read as one of the tabs' filterIds", () => {
  for (const { filterId } of filters) {
    expect(parseFilterId(String(filterId))).toBe(filterId);
  }
});

test("an unknown or malformed ?filter= value falls back to All", () => {
  const unknown = Math.max(...filters.map((filter) => filter.filterId)) + 1;
  for (const value of [null, "", "two", String(unknown), "2.5"]) {
    expect(parseFilterId(value), String(value)).toBe(ALL_FILTER_ID);
  }
});
