import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";

import { ContactForm } from "./contact-form";
import { PageHeader } from "~/components/page-header";
import { SocialLinks } from "./social-links";
import { handleContactSubmission } from "./contact-action.server";
import { pageMeta } from "~/utils/seo";
import { pageAt } from "~/pages";

export async function action({ request, context }: ActionFunctionArgs) {
  return handleContactSubmission(request, context);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("/contact", matches);

export default function Contact() {
  return (
    <section className="page">
      <PageHeader {...pageAt("/contact")} />
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
