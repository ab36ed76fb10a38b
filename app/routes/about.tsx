import type { MetaFunction } from "react-router";

import { Icon } from "~/components/icon";
import { PageHeader } from "~/components/page-header";
import { profile } from "~/content/profile";
import { technologyIcon } from "~/icons/technology-icon";
import { pageMeta } from "~/utils/seo";
import { pageAt } from "~/pages";
import { useWords } from "~/words/use-words";

export const meta: MetaFunction = (args) => pageMeta("/about", args);

export default function About() {
  const { about } = useWords().words;
  return (
    <section className="page">
      <PageHeader {...pageAt("/about", useWords())} />
      <div className="about-grid">
        <div className="about-block">
          <h2>{profile.jobTitle}</h2>
          <p>{profile.bio}</p>
        </div>
        <div className="about-block">
          <h2>{about.personalInformation}</h2>
          <dl className="personal-info">
            {[
              { label: about.name, value: profile.name },
              ...profile.personalInfo,
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
        {profile.technologies.map((name) => (
          <li key={name}>
            <Icon name={technologyIcon(name)} label={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
