import { socialLinks } from "~/content/social";

import { Icon } from "~/components/icon";

/** The owner's profiles, each opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {socialLinks.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            title={link.label}
          >
            {/* Each network's icon has the network's own key as its name. */}
            <Icon name={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
