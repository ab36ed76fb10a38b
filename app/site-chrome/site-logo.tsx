import { Link } from "react-router";

import { profile } from "~/content/profile";
import { initialsOf } from "~/utils/initials";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";

/** The owner's initials in an accent-coloured bracket mark; links home. */
export function SiteLogo() {
  const initials = initialsOf(profile.name);
  const { words, path } = useWords();

  return (
    <Link to={path("/")} className="site-logo">
      <svg
        viewBox="0 0 64 40"
        width="64"
        height="40"
        aria-hidden
        focusable="false"
      >
        <path
          d="M14 6 L3 20 L14 34 M50 6 L61 20 L50 34"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text
          x="32"
          y="27"
          textAnchor="middle"
          fontSize="18"
          fontWeight="700"
          fontFamily="ui-monospace, Menlo, Consolas, monospace"
          fill="currentColor"
        >
          {initials}
        </text>
      </svg>
      {/* The name, not the initials drawn above, is what a screen reader announces. */}
      <span className="visually-hidden">
        <Say sentence={words.site.home} values={{ name: profile.name }} />
      </span>
    </Link>
  );
}
