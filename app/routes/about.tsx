import type { MetaFunction } from "@remix-run/node";

import { Icon } from "~/components/icon";
import type { IconName } from "~/icons/icon-set";
import { PageHeader } from "~/components/page-header";
import { profile } from "~/content/profile";
import { pageMeta } from "~/utils/seo";
import { pageAt } from "~/pages";

const TECHNOLOGIES: ReadonlyArray<{ name: string; icon: IconName }> = [
  { name: "MongoDB", icon: "mongodb" },
  { name: "Express", icon: "express" },
  { name: "React", icon: "react" },
  { name: "Node.js", icon: "nodejs" },
];

export const meta: MetaFunction = ({ matches }) => pageMeta("/about", matches);

export default function About() {
  return (
    <section className="page">
      <PageHeader {...pageAt("/about")} />
      <div className="about-grid">
        <div className="about-block">
          <h2>{profile.jobTitle}</h2>
          <p>{profile.bio}</p>
        </div>
        <div className="about-block">
          <h2>Personal Information</h2>
          <dl className="personal-info">
            {[
              { label: "Name", value: profile.name },
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
      <ul className="tech-icons" aria-label="Technologies I work with">
        {TECHNOLOGIES.map(({ name, icon }) => (
          <li key={name}>
            <Icon name={icon} label={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
