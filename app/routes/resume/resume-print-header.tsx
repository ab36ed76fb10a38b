import { useRouteLoaderData } from "@remix-run/react";

import { profile } from "~/content/profile";
import { socialLinks } from "~/content/social";
import type { loader as rootLoader } from "~/root";

/**
 * The top of the printed résumé: who the owner is and every way to reach them, written out, since
 * a link on paper cannot be followed. The screen shows this page as part of the site instead, so
 * the stylesheet shows this only in print.
 */
export function ResumePrintHeader() {
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl;
  const email = profile.personalInfo.find(
    (item) => item.label === "Email",
  )?.value;
  return (
    <div className="resume-print-header">
      <p className="resume-print-name">{profile.name}</p>
      <p className="resume-print-job-title">{profile.jobTitle}</p>
      <ul className="resume-print-contact">
        {email ? (
          <li>
            Email: <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        {siteUrl ? (
          <li>
            Portfolio: <a href={siteUrl}>{siteUrl}</a>
          </li>
        ) : null}
        {socialLinks.map((link) => (
          <li key={link.network}>
            {link.label}: <a href={link.url}>{link.url}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
