import type { MetaFunction } from "@remix-run/node";

import { Icon } from "~/components/icon";
import { PageHeader } from "~/components/page-header";
import { SkillBar } from "./skill-bar";
import { profile } from "~/content/profile";
import { skillCategories } from "~/content/skills";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/skills",
    title: `My Skills | ${profile.name}`,
    description: `${profile.name}'s skills in programming, front end, back end, tools and databases.`,
  });

export default function Skills() {
  return (
    <section className="page">
      <PageHeader title="My Skills" icon={<Icon name="code" />} />
      <div className="skills-grid">
        {skillCategories.map((category) => (
          <section key={category.label} className="skill-group">
            <h2>{category.label}</h2>
            {category.skills.map((skill) => (
              <SkillBar key={skill.skillName} {...skill} />
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
