import type { MetaFunction } from "@remix-run/node";
import { FaUser } from "react-icons/fa";
import { SiExpress, SiMongodb, SiNodedotjs, SiReact } from "react-icons/si";

import { PageHeader } from "~/components/page-header";
import { profile } from "~/content/profile";
import { pageMeta } from "~/utils/seo";

const TECHNOLOGIES = [
  { name: "MongoDB", Icon: SiMongodb },
  { name: "Express", Icon: SiExpress },
  { name: "React", Icon: SiReact },
  { name: "Node.js", Icon: SiNodedotjs },
];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/about",
    title: `About Me | ${profile.name}`,
    description: `Who ${profile.name} is, and how to reach them.`,
  });

export default function About() {
  return (
    <section className="page">
      <PageHeader title="About Me" icon={<FaUser />} />
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
        {TECHNOLOGIES.map(({ name, Icon }) => (
          <li key={name}>
            <Icon role="img" aria-label={name} focusable="false" />
          </li>
        ))}
      </ul>
    </section>
  );
}
