import { useId } from "react";

import { Icon } from "~/icons/icon";
import type { EducationEntry } from "~/content-rules/schema";
import type { SiteIcon } from "~/icons/icon-set";
import { useWords } from "~/words/use-words";

type TimelineProps = {
  heading: string;
  icon: SiteIcon;
  entries: ReadonlyArray<EducationEntry & { technology?: string }>;
};

/** A vertical line with an accent mark for each entry, newest first, in one column. */
export function Timeline({ heading, icon, entries }: TimelineProps) {
  const headingId = useId();
  const { resume } = useWords().words;
  return (
    <section className="timeline-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="timeline-heading">
        <Icon name={icon} />
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
                <span className="timeline-technology-label">
                  {resume.technology}
                </span>
                {entry.technology}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
