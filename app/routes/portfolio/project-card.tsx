import { useState } from "react";

import type { ImageSize, Project } from "~/content/schema";

type ProjectCardProps = {
  project: Project;
  /** The image's width and height, as the build read them from the file. */
  size?: ImageSize;
  /** Fetch the image ahead of the page's scripts: for the cards of the first row. */
  priority: boolean;
};

/**
 * A project's image; hovering the card, or focusing its Visit link, lays the name and the
 * link over it. Devices without hover show them all the time (see the stylesheet).
 */
export function ProjectCard({ project, size, priority }: ProjectCardProps) {
  const [hovered, setHovered] = useState(false);
  return (
    <li
      className="project-card"
      data-hovered={hovered || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {/* Not lazy: the first row is the largest paint, asked for at high priority so a phone
          does not queue it behind the scripts (spread: React 18 knows only the lower case). */}
      <img
        src={project.image}
        {...{ fetchpriority: priority ? "high" : undefined }}
        width={size?.width}
        height={size?.height}
        alt=""
      />
      <div className="project-card-overlay">
        <h2 className="project-card-name">{project.name}</h2>
        <a
          className="button"
          href={project.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Visit ${project.name} (opens in a new tab)`}
        >
          Visit
        </a>
      </div>
    </li>
  );
}
