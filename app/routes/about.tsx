import type { MetaFunction } from "react-router";

import { Icon } from "~/icons/icon";
import { PageHeader } from "~/components/page-header";
import { contentIn } from "~/content-rules/content-in";
import { profile } from "~/content/profile";
import { technologyIcon } from "~/icons/technology-icon";
import { pageMeta } from "~/seo/seo";
import { pageAt } from "~/pages";
import { useWords } from "~/words/use-words";

export const meta: MetaFunction = (args) => pageMeta("/about", args);

export default function About() {
  const wording = useWords();
  const { about } = wording.words;
  const content = contentIn(wording.lang, { profile });
  return (
    <section className="page">
      <PageHeader {...pageAt("/about", wording)} />
      <div className="about-grid">
        <div className="about-block">
          <h2>{content.profile.jobTitle}</h2>
          <p>{content.profile.bio}</p>
        </div>
        <div className="about-block">
          <h2>{about.personalInformation}</h2>
          <dl className="personal-info">
            {[
              { label: about.name, value: content.profile.name },
              ...content.profile.personalInfo,
            ].map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <ul className="tech-icons" aria-label={about.technologies}>
        {content.profile.technologies.map((name) => (
          <li key={name}>
            <Icon name={technologyIcon(name)} label={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
