import { profile } from "~/content/profile";
import { socialLinks } from "~/content/social";

const MAILTO = "mailto:";

/**
 * The owner's email address, where a page offers it instead of a form: a mailto: link of their
 * social links, or the Email of their Personal Information; null if they gave neither.
 */
export function ownerEmail(): string | null {
  const link = socialLinks.find((social) => social.url.startsWith(MAILTO));
  if (link) return link.url.slice(MAILTO.length);
  const item = profile.personalInfo.find((info) =>
    /^[^\s@]+@[^\s@]+$/.test(info.value),
  );
  return item?.value ?? null;
}
