import { filters } from "~/content/projects";
import type { Project } from "~/content-rules/schema";

/** The tab every visit starts on, which shows every project. */
export const ALL = filters[0]!.id;

/** The tab a `?filter=` value asks for; anything unknown falls back to All. */
export function parseFilter(value: string | null): number {
  const id = Number(value);
  return filters.some((filter) => filter.id === id) ? id : ALL;
}

/** All shows every project; any other tab shows the projects listed under it. */
export function filterProjects<T extends Pick<Project, "filter">>(
  projects: ReadonlyArray<T>,
  filter: number,
): ReadonlyArray<T> {
  if (filter === ALL) return projects;
  return projects.filter((project) => project.filter === filter);
}
