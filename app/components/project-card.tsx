import type { Project } from "~/content/types";

type ProjectCardProps = {
  /** The project, with its image's width and height as the build read them from the file. */
  project: Project & { imageWidth?: number; imageHeight?: number };
  hovered: boolean;
  onHoverChange: (hovered: boolean) => void;
};

/**
 * A project's image; hovering the card, or focusing its Visit link, lays the name and the
 * link over it. Devices without hover show them all the time (see the stylesheet).
 */
export function ProjectCard({
  project,
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
      {/* Loaded with the page, not lazily: the first row is the page's largest paint, and
          each drawing is about a kilobyte. */}
      <img
        src={project.image}
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
