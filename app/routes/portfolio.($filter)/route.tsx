import { Link, useLoaderData, useParams } from "react-router";
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
import { contentIn } from "~/content-rules/content-in";
import {
  ALL,
  filterPath,
  filterProjects,
  parseFilter,
} from "./portfolio-filter";
import { pictureSet } from "~/pictures/pictures.server";
import { pageMeta } from "~/seo/seo";
import { pageAt } from "~/pages";
import { languageOfRequest } from "~/words/language";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";

// The screens on which each card of the grid's first row is in it: one column to 600 px, two to
// 960 px, three above (see .project-grid in the stylesheet). The first card is on every screen.
const FIRST_ROW_SCREENS = [
  undefined,
  "(min-width: 601px)",
  "(min-width: 961px)",
];

/**
 * What the build made of every project's picture (every tab's, as a tab changes in the page), and
 * the posts that tell a project's story in the page's language, by the project's name. A tab the
 * content does not have is no page.
 */
export function loader({ context, params, request }: LoaderFunctionArgs) {
  if (parseFilter(params.filter) === null)
    throw new Response(null, { status: 404 });
  const posts = new Set(
    postsFor(context.get(siteContext).env.mode, languageOfRequest(request)).map(
      (post) => post.slug,
    ),
  );
  const stories: ReadonlyArray<Project> = projects;
  return {
    // By the project's name: the data names only what the build made, never the original's path.
    pictures: Object.fromEntries(
      projects.map(({ name, image }) => [name, pictureSet(image)]),
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

export const meta: MetaFunction = (args) => pageMeta("/portfolio", args);

export default function Portfolio() {
  const current = parseFilter(useParams().filter) ?? ALL;
  const { pictures, stories } = useLoaderData<typeof loader>();
  const wording = useWords();
  const { portfolio } = wording.words;
  const content = contentIn(wording.lang, { filters, projects });
  // Each project as the default language has it, by whose name the data and the posts know it,
  // with its name in the page's language.
  const shown = filterProjects(
    projects.map((project, index) => ({
      ...project,
      shownName: content.projects[index]!.name,
    })),
    current,
  );

  return (
    <section className="page">
      <PageHeader {...pageAt("/portfolio", wording)} />
      {/* Links, not buttons: each tab is a page of its own, so it works without JavaScript
          and can be shared, on any host. */}
      <nav className="filter-tabs" aria-label={portfolio.filters}>
        {content.filters.map((filter) => (
          <Link
            key={filter.id}
            to={wording.path(filterPath(filter.id))}
            replace
            preventScrollReset
            aria-current={filter.id === current ? "true" : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {/* One string: a live region's sentence changes whole, and is announced once. */}
      <p className="visually-hidden" role="status">
        {wording.count(portfolio.shown, shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">
          <Say
            sentence={portfolio.empty}
            values={{
              seeAll: (
                <Link to={wording.path(filterPath(ALL))}>
                  {portfolio.seeAll}
                </Link>
              ),
            }}
          />
        </p>
      ) : (
        <ul className="project-grid">
          {shown.map((project, index) => (
            <ProjectCard
              key={project.name}
              project={project}
              name={project.shownName}
              picture={pictures[project.name]!}
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
