import type { Project } from "~/content/types";

type ProjectCardProps = {
  /** The project, with its image's width and height as the build read them from the file. */
  project: Project & { imageWidth?: number; imageHeight?: number };
  /** Fetch the image ahead of the page's scripts: for the cards of the first row. */
  priority: boolean;
  hovered: boolean;
  onHoverChange: (hovered: boolean) => void;
};

/**
 * A project's image; hovering the card, or focusing its Visit link, lays the name and the
 * link over it. Devices without hover show them all the time (see the stylesheet).
 */
export function ProjectCard({
  project,
  priority,
  hovered,
  onHoverChange,
}: ProjectCardProps) {
  return (
    <li
      className="project-card"
      data-hovered={hovered || undefined}
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
    >
      {/* Loaded with the page, not lazily: the first row is the page's largest paint. Its
          images are asked for at high priority, or a phone would queue them behind the
          scripts. */}
      <img
        src={project.image}
        fetchpriority={priority ? "high" : undefined}
        width={project.imageWidth}
        height={project.imageHeight}
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
