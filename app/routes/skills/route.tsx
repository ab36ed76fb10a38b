import type { MetaFunction } from "react-router";

import { PageHeader } from "~/components/page-header";
import { SkillBar } from "./skill-bar";
import { skillCategories } from "~/content/skills";
import { pageMeta } from "~/utils/seo";
import { pageAt } from "~/pages";
import { useWords } from "~/words/use-words";

export const meta: MetaFunction = (args) => pageMeta("/skills", args);

export default function Skills() {
  return (
    <section className="page">
      <PageHeader {...pageAt("/skills", useWords())} />
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
