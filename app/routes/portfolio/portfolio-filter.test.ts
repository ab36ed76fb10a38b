import { filterProjects, parseFilter } from "./portfolio-filter";

// The shipped tabs are read by parseFilter: whatever the owner has, the first is All.
import { filters } from "~/content/projects";

const projects = [
  { filter: 2, name: "a" },
  { filter: 3, name: "b" },
  { filter: 2, name: "c" },
];
const all = filters[0]!.id;

test("All, the first tab, shows every project", () => {
  expect(filterProjects(projects, all)).toEqual(projects);
});

test("any other tab keeps only the projects listed under it", () => {
  expect(filterProjects(projects, 3)).toEqual([{ filter: 3, name: "b" }]);
  expect(filterProjects(projects, 2)).toEqual([
    { filter: 2, name: "a" },
    { filter: 2, name: "c" },
  ]);
  expect(filterProjects(projects, 4)).toEqual([]);
});

test("the ?filter= value is read as one of the tabs' ids; anything else is All", () => {
  for (const { id } of filters) expect(parseFilter(String(id))).toBe(id);
  const unknown = Math.max(...filters.map((filter) => filter.id)) + 1;
  for (const value of [null, "", "two", String(unknown), "2.5"])
    expect(parseFilter(value), String(value)).toBe(all);
});
