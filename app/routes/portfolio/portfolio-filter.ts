import { ALL_FILTER_ID, filters } from "~/content/projects";
import type { Project } from "~/content/types";

/** The filter a `?filter=` value asks for; anything unknown falls back to All. */
export function parseFilterId(value: string | null): number {
  const id = Number(value);
  return filters.some((filter) => filter.filterId === id) ? id : ALL_FILTER_ID;
}

/** All shows every project; any other filter shows the projects whose id equals it. */
export function filterProjects<T extends Pick<Project, "id">>(
  projects: ReadonlyArray<T>,
  filterId: number,
): ReadonlyArray<T> {
  if (filterId === ALL_FILTER_ID) return projects;
  return projects.filter((project) => project.id === filterId);
}
