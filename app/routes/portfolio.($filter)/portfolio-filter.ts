import { filters } from "~/content/projects";
import type { Project } from "~/content-rules/schema";

/** The tab every visit starts on, which shows every project. */
export const ALL = filters[0]!.id;

/** A tab's own address: All is the portfolio's, each other tab has its own below it. */
export const filterPath = (id: number) =>
  id === ALL ? "/portfolio" : `/portfolio/${id}`;

/**
 * The tab an address's `filter` asks for: All without one; null for one that names no other tab
 * (All's own id among them, All being at /portfolio alone).
 */
export function parseFilter(value: string | undefined): number | null {
  if (value === undefined) return ALL;
  const id = Number(value);
  const known = filters.some((filter) => filter.id === id && id !== ALL);
  return known && String(id) === value ? id : null;
}

/** All shows every project; any other tab shows the projects listed under it. */
export function filterProjects<T extends Pick<Project, "filter">>(
  projects: ReadonlyArray<T>,
  filter: number,
): ReadonlyArray<T> {
  if (filter === ALL) return projects;
  return projects.filter((project) => project.filter === filter);
}
