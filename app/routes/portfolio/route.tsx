import { Link, useLoaderData, useSearchParams } from "react-router";
import type {
  LoaderFunctionArgs,
  MetaFunction,
  ShouldRevalidateFunction,
} from "react-router";

import { postsFor } from "~/blog/posts.server";
import { PageHeader } from "~/components/page-header";
import { siteContext } from "~/load-context";
import type { Project } from "~/content-rules/schema";
import { ProjectCard } from "./project-card";
import { filters, projects } from "~/content/projects";
import { ALL, filterProjects, parseFilter } from "./portfolio-filter";
import { pictureSet } from "~/pictures/pictures.server";
import { pageMeta } from "~/utils/seo";
import { pageAt } from "~/pages";

// The screens on which each card of the grid's first row is in it: one column to 600 px, two to
// 960 px, three above (see .project-grid in the stylesheet). The first card is on every screen.
const FIRST_ROW_SCREENS = [
  undefined,
  "(min-width: 601px)",
  "(min-width: 961px)",
];

/**
 * What the build made of every project's picture (every tab's, as a tab changes in the page), and
 * the posts that tell a project's story, by the project's name.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const posts = new Set(
    postsFor(context.get(siteContext).env.mode).map((post) => post.slug),
  );
  const stories: ReadonlyArray<Project> = projects;
  return {
    pictures: Object.fromEntries(
      projects.map(({ image }) => [image, pictureSet(image)]),
    ),
    stories: Object.fromEntries(
      stories.flatMap(({ name, story }) =>
        story && posts.has(story) ? [[name, story]] : [],
      ),
    ) as Record<string, string>,
  };
}

/** The pictures never change while the site runs: a filter tab need not fetch them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod !== undefined && defaultShouldRevalidate;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("/portfolio", matches);

export default function Portfolio() {
  const [searchParams] = useSearchParams();
  const current = parseFilter(searchParams.get("filter"));
  const shown = filterProjects(projects, current);
  const { pictures, stories } = useLoaderData<typeof loader>();

  return (
    <section className="page">
      <PageHeader {...pageAt("/portfolio")} />
      {/* Links, not buttons: the choice lives in the URL, so it works without JavaScript
          and can be shared. */}
      <nav className="filter-tabs" aria-label="Filter projects">
        {filters.map((filter) => (
          <Link
            key={filter.id}
            to={`?filter=${filter.id}`}
            replace
            preventScrollReset
            aria-current={filter.id === current ? "true" : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <p className="visually-hidden" role="status">
        {shown.length === 1
          ? "1 project shown"
          : `${shown.length} projects shown`}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">
          No projects in this category yet.{" "}
          <Link to={`?filter=${ALL}`}>See all projects</Link>.
        </p>
      ) : (
        <ul className="project-grid">
          {shown.map((project, index) => (
            <ProjectCard
              key={project.name}
              project={project}
              picture={pictures[project.image]!}
              story={stories[project.name]}
              priority={index === 0}
              priorityWhen={FIRST_ROW_SCREENS[index]}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
