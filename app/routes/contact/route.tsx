import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";

import { ContactForm } from "./contact-form";
import { Icon } from "~/components/icon";
import { PageHeader } from "~/components/page-header";
import { SocialLinks } from "./social-links";
import { profile } from "~/content/profile";
import { handleContactSubmission } from "./contact-action.server";
import { pageMeta } from "~/utils/seo";

export async function action({ request, context }: ActionFunctionArgs) {
  return handleContactSubmission(request, context);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/contact",
    title: `Contact Me | ${profile.name}`,
    description: `Send ${profile.name} a message about work or a project.`,
  });

export default function Contact() {
  return (
    <section className="page">
      <PageHeader title="Contact Me" icon={<Icon name="envelope" />} />
      <div className="contact-grid">
        <div>
          <h2 className="contact-heading">Let&apos;s Talk</h2>
          <SocialLinks />
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
