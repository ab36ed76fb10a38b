import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";

import { ParticlesBackground } from "./particles-background";
import { Typewriter } from "./typewriter";
import { profile } from "~/content/profile";
import type { loader as rootLoader } from "~/root";
import { legibleAccent } from "~/utils/color";
import { useShownAccent } from "~/routes/resources.accent/accent-store";
import { personJsonLd, serializeJsonLd } from "./person-json-ld";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => pageMeta("/", matches);

export default function Home() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const accent = useShownAccent();
  return (
    <section className="hero">
      {rootData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(personJsonLd(rootData.siteUrl)),
          }}
        />
      ) : null}
      <ParticlesBackground color={legibleAccent(accent)} />
      <h1 className="hero-greeting">
        <Typewriter lines={[`Hello, I'm ${profile.name}`, profile.jobTitle]} />
      </h1>
      <p className="hero-action">
        <Link to="/contact" className="button hero-button">
          Hire Me
        </Link>
      </p>
    </section>
  );
}
