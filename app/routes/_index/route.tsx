import { Link, useRouteLoaderData } from "react-router";
import type { MetaFunction } from "react-router";

import { JsonLd } from "~/components/json-ld";
import { contentIn } from "~/content-rules/content-in";
import { profile } from "~/content/profile";
import type { loader as rootLoader } from "~/root";
import { pageMeta } from "~/seo/seo";
import { useWords } from "~/words/use-words";

import { PARTICLES_SLOT } from "./particles-start";
import { personJsonLd } from "./person-json-ld";
import { Typewriter } from "./typewriter";

export const meta: MetaFunction = (args) => pageMeta("/", args);

export default function Home() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const { lang, words, fill, path } = useWords();
  return (
    <section className="hero">
      {rootData ? (
        <JsonLd value={personJsonLd(rootData.siteUrl, lang)} />
      ) : null}
      {/* The page's script draws the particle field here once the page has loaded. */}
      <div className={PARTICLES_SLOT} />
      <h1 className="hero-greeting">
        <Typewriter
          lines={[
            fill(words.home.greeting, { name: profile.name }),
            contentIn(lang, { profile }).profile.jobTitle,
          ]}
        />
      </h1>
      <p className="hero-action">
        <Link to={path("/contact")} className="button hero-button">
          {words.home.hire}
        </Link>
      </p>
    </section>
  );
}
