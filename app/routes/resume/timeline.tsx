import type { ReactNode } from "react";

type TimelineEntry = {
  title: string;
  subTitle: string;
  description: string;
  date: string;
  technology?: string;
};

type TimelineProps = {
  heading: string;
  icon: ReactNode;
  entries: ReadonlyArray<TimelineEntry>;
};

/** A vertical line with an accent mark for each entry, newest first, in one column. */
export function Timeline({ heading, icon, entries }: TimelineProps) {
  return (
    <section
      className="timeline-section"
      aria-labelledby={`${slug(heading)}-heading`}
    >
      <h2 id={`${slug(heading)}-heading`} className="timeline-heading">
        <span aria-hidden>{icon}</span>
        {heading}
      </h2>
      <ol className="timeline">
        {entries.map((entry) => (
          <li key={`${entry.title}-${entry.date}`} className="timeline-entry">
            <p className="timeline-date">{entry.date}</p>
            <h3>{entry.title}</h3>
            <p className="timeline-subtitle">{entry.subTitle}</p>
            <p>{entry.description}</p>
            {entry.technology ? (
              <p className="timeline-technology">
                <span className="timeline-technology-label">Technology: </span>
                {entry.technology}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
