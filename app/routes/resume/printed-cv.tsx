import { useRouteLoaderData } from "react-router";

import { contentIn } from "~/content-rules/content-in";
import { profile } from "~/content/profile";
import { skillCategories } from "~/content/skills";
import { socialLinks } from "~/content/social";
import type { loader as rootLoader } from "~/root";
import { siteAddress } from "~/utils/site-path";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";

// What the résumé has on paper besides its timelines; the stylesheet shows it only in print.

/** Who the owner is and every way to reach them, written out: paper cannot follow a link. */
export function PrintedHeader() {
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl;
  const { lang, words } = useWords();
  const { printedCv } = words;
  const content = contentIn(lang, { profile, socialLinks });
  // Found by its label in the default language, whatever a translation calls it.
  const email = profile.personalInfo.find(
    (item) => item.label === "Email",
  )?.value;
  const addresses = [
    ...(email ? [{ label: printedCv.email, url: `mailto:${email}` }] : []),
    ...(siteUrl
      ? [{ label: printedCv.portfolio, url: siteAddress("/", siteUrl) }]
      : []),
    ...content.socialLinks,
  ];
  return (
    <div className="resume-print-header">
      <p className="resume-print-name">{content.profile.name}</p>
      <p className="resume-print-job-title">{content.profile.jobTitle}</p>
      <ul className="resume-print-contact">
        {addresses.map(({ label, url }) => (
          <li key={url}>
            <Say sentence={printedCv.label} values={{ label }} />{" "}
            <a href={url}>{url.replace(/^mailto:/, "").replace(/\/$/, "")}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The skills a recruiter looks for first: one line for each category. */
export function PrintedSkills() {
  const { lang, words, list } = useWords();
  const content = contentIn(lang, { skillCategories });
  return (
    <section className="resume-print-skills" aria-labelledby="printed-skills">
      <h2 id="printed-skills">{words.printedCv.skills}</h2>
      <ul>
        {content.skillCategories.map((category) => (
          <li key={category.label}>
            <strong>
              <Say
                sentence={words.printedCv.label}
                values={{ label: category.label }}
              />
            </strong>{" "}
            {list(category.skills.map((skill) => skill.skillName))}
          </li>
        ))}
      </ul>
    </section>
  );
}
