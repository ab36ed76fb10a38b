import type { IconType } from "react-icons";
import { FaGithub, FaLinkedin } from "react-icons/fa";
import { SiGeeksforgeeks, SiLeetcode } from "react-icons/si";

import { socialLinks } from "~/content/social";
import type { SocialLink } from "~/content/types";

const ICONS: Record<SocialLink["network"], IconType> = {
  linkedin: FaLinkedin,
  github: FaGithub,
  leetcode: SiLeetcode,
  geeksforgeeks: SiGeeksforgeeks,
};

/** The owner's profiles, each opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {socialLinks.map((link) => {
        const Icon = ICONS[link.network];
        return (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (opens in a new tab)`}
              title={link.label}
            >
              <Icon aria-hidden focusable="false" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
