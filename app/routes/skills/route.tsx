import type { MetaFunction } from "react-router";

import { PageHeader } from "~/components/page-header";
import { SkillBar } from "./skill-bar";
import { contentIn } from "~/content-rules/content-in";
import { skillCategories } from "~/content/skills";
import { pageMeta } from "~/seo/seo";
import { pageAt } from "~/pages";
import { useWords } from "~/words/use-words";

export const meta: MetaFunction = (args) => pageMeta("/skills", args);

export default function Skills() {
  const wording = useWords();
  const content = contentIn(wording.lang, { skillCategories });
  return (
    <section className="page">
      <PageHeader {...pageAt("/skills", wording)} />
      <div className="skills-grid">
        {content.skillCategories.map((category) => (
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
