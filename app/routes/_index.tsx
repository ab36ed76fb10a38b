import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { ParticlesBackground } from "~/components/particles-background";
import { Typewriter } from "~/components/typewriter";
import { profile } from "~/content/profile";
import { DEFAULT_ACCENT } from "~/utils/accent";

export const meta: MetaFunction = () => [
  { title: `${profile.name} | ${profile.jobTitle}` },
  {
    name: "description",
    content: `${profile.name} is a ${profile.jobTitle}. See skills, résumé and projects, or get in touch.`,
  },
];

export default function Home() {
  return (
    <section className="hero">
      <ParticlesBackground color={DEFAULT_ACCENT} />
      <h1 className="hero-greeting">
        <Typewriter lines={[`Hello, I'm ${profile.name}`, profile.jobTitle]} />
      </h1>
      <Link to="/contact" className="button hero-button">
        Hire Me
      </Link>
    </section>
  );
}
