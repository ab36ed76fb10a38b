import type { LinksFunction, MetaFunction } from "@remix-run/node";

import { Icon } from "~/components/icon";
import { PageHeader } from "~/components/page-header";
import { ResumePrintHeader } from "./resume-print-header";
import { Timeline } from "./timeline";
import { profile } from "~/content/profile";
import { education, experience } from "~/content/resume";
import printStylesheet from "./resume-print.css";
import { pageMeta } from "~/utils/seo";

// Print only: the browser fetches it without holding up the page on screen.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/resume",
    title: `My Resume | ${profile.name}`,
    description: `${profile.name}'s experience and education.`,
  });

export default function Resume() {
  return (
    <section className="page">
      <ResumePrintHeader />
      <PageHeader title="My Resume" icon={<Icon name="file-text" />} />
      <p className="resume-actions">
        <a
          className="button"
          href={profile.resumeUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open Resume
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <div className="resume-timelines">
        <Timeline
          heading="Experience"
          icon={<Icon name="briefcase" />}
          entries={experience}
        />
        <Timeline
          heading="Education"
          icon={<Icon name="graduation-cap" />}
          entries={education}
        />
      </div>
    </section>
  );
}
