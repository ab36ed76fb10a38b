import { Icon } from "~/components/icon";
import { socialLinks } from "~/content/social";
import { networkOf } from "~/icons/network-of";

/** The owner's profiles, each opening in a new tab, and an email address in the mail program. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {socialLinks.map((link) => {
        const network = networkOf(link);
        const newTab = network !== "email";
        return (
          <li key={link.url}>
            <a
              href={link.url}
              {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
              aria-label={
                newTab ? `${link.label} (opens in a new tab)` : link.label
              }
              title={link.label}
            >
              <Icon name={network} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
