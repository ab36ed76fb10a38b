import type { MetaFunction } from "react-router";

import { PageHeader } from "~/components/page-header";
import { SkillBar } from "./skill-bar";
import { skillCategories } from "~/content/skills";
import { pageMeta } from "~/utils/seo";
import { pageAt } from "~/pages";

export const meta: MetaFunction = ({ matches }) => pageMeta("/skills", matches);

export default function Skills() {
  return (
    <section className="page">
      <PageHeader {...pageAt("/skills")} />
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
