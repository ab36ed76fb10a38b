import { useState } from "react";

import { postPath, projectAnchor } from "~/blog/post";
import { Picture } from "~/pictures/picture";
import type { Project } from "~/content-rules/schema";
import type { PictureSet } from "~/pictures/picture-set";
import { sitePath } from "~/utils/site-path";
import { useWords } from "~/words/use-words";

type ProjectCardProps = {
  /** As the default language has it: its name is the card's anchor, which a post links to. */
  project: Project;
  /** Its name in the page's language. */
  name: string;
  /** What the build made of the project's picture. */
  picture: PictureSet;
  /** Fetch the picture at once, ahead of the page's scripts: for the first card. */
  priority: boolean;
  /** The screens on which the card is in the first row, whose pictures are fetched ahead too. */
  priorityWhen?: string;
  /** The post that tells how the project was made, by its address's name. */
  story?: string;
};

// How wide a card's picture is drawn, mirroring .project-grid in app/styles/app.css: one column to
// 600 px, two to 960 px, three above, in a page at most 1100 px wide with 1rem of padding each
// side and gaps of 1.5rem.
const CARD_SIZES =
  "(max-width: 600px) calc(100vw - 2rem), (max-width: 960px) calc(50vw - 1.75rem), (max-width: 1100px) calc(33.3vw - 1.67rem), 340px";

/**
 * A project's picture; hovering the card, or focusing its Visit link, lays the name and the
 * link over it. Devices without hover show them all the time (see the stylesheet).
 */
export function ProjectCard({
  project,
  name,
  picture,
  priority,
  priorityWhen,
  story,
}: ProjectCardProps) {
  const [hovered, setHovered] = useState(false);
  const { words, fill, path } = useWords();
  const { portfolio } = words;
  return (
    <li
      id={projectAnchor(project.name)}
      className="project-card"
      data-hovered={hovered || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Picture
        picture={picture}
        alt=""
        sizes={CARD_SIZES}
        priority={priority}
        priorityWhen={priorityWhen}
      />
      <div className="project-card-overlay">
        <h2 className="project-card-name">{name}</h2>
        <p className="project-card-actions">
          <a
            className="button"
            href={project.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(portfolio.visitLabel, { name })}
          >
            {portfolio.visit}
          </a>
          {story ? (
            <a
              className="button"
              href={sitePath(path(postPath(story)))}
              aria-label={fill(portfolio.storyLabel, { name })}
            >
              {portfolio.story}
            </a>
          ) : null}
        </p>
      </div>
    </li>
  );
}
