import { Icon } from "~/icons/icon";
import { contentIn } from "~/content-rules/content-in";
import { socialLinks } from "~/content/social";
import { networkOf } from "~/icons/network-of";
import { useWords } from "~/words/use-words";

/** The owner's profiles, each opening in a new tab, and an email address in the mail program. */
export function SocialLinks() {
  const { lang, words, fill } = useWords();
  const content = contentIn(lang, { socialLinks });
  return (
    <ul className="social-links">
      {content.socialLinks.map((link) => {
        const network = networkOf(link);
        const newTab = network !== "email";
        return (
          <li key={link.url}>
            <a
              href={link.url}
              {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
              aria-label={
                newTab
                  ? fill(words.contact.social, { label: link.label })
                  : link.label
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
