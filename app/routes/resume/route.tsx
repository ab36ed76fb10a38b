import type { LinksFunction, MetaFunction } from "react-router";

import { PageHeader } from "~/components/page-header";
import { contentIn } from "~/content-rules/content-in";
import { profile } from "~/content/profile";
import { education, experience } from "~/content/resume";
import { pageAt } from "~/pages";
import { useWords } from "~/words/use-words";
import printStylesheet from "~/styles/print.css?url";
import { pageMeta } from "~/seo/seo";
import { linkPath } from "~/utils/site-path";

import { PrintedHeader, PrintedSkills } from "./printed-cv";
import resumePrintStylesheet from "./resume-print.css?url";
import { Timeline } from "./timeline";

// Print only: the browser fetches them without holding up the page on screen.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
  { rel: "stylesheet", href: resumePrintStylesheet, media: "print" },
];

export const meta: MetaFunction = (args) => pageMeta("/resume", args);

export default function Resume() {
  const wording = useWords();
  const { resume } = wording.words;
  const content = contentIn(wording.lang, { experience, education });
  return (
    <section className="page">
      <PrintedHeader />
      <PageHeader {...pageAt("/resume", wording)} />
      <p className="resume-actions">
        <a
          className="button"
          href={linkPath(profile.resumeUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {resume.open}
          <span className="visually-hidden">{resume.newTab}</span>
        </a>
      </p>
      <PrintedSkills />
      <div className="resume-timelines">
        <Timeline
          heading={resume.experience}
          icon="briefcase"
          entries={content.experience}
        />
        <Timeline
          heading={resume.education}
          icon="graduation-cap"
          entries={content.education}
        />
      </div>
    </section>
  );
}
