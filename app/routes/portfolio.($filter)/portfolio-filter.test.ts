import { filterPath, filterProjects, parseFilter } from "./portfolio-filter";

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

test("each tab but All has an address of its own; All is the portfolio's", () => {
  const [first, ...others] = filters;
  expect(filterPath(first!.id)).toBe("/portfolio");
  for (const { id } of others) expect(filterPath(id)).toBe(`/portfolio/${id}`);
});

test("an address names a tab by its id; without one it is All, and any other is no tab", () => {
  expect(parseFilter(undefined)).toBe(all);
  for (const { id } of filters.slice(1))
    expect(parseFilter(String(id))).toBe(id);
  const unknown = Math.max(...filters.map((filter) => filter.id)) + 1;
  for (const value of [String(all), "", "two", String(unknown), "2.5", "02"])
    expect(parseFilter(value), value).toBeNull();
});
