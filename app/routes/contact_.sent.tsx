import type { MetaFunction } from "react-router";
import { Link } from "react-router";

import { PageHeader } from "~/components/page-header";
import { NETLIFY_SENT_PATH } from "~/routes/contact/netlify";
import { SENT_NOTICE } from "~/routes/contact/contact-outcome";
import { CONTACT_WAY } from "~/routes/contact/static-contact";
import { pageAt } from "~/pages";
import { documentMeta } from "~/utils/seo";
import { languageOf } from "~/words/language";
import { useWords } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

/** The page a Netlify Forms host shows once it has taken a message; no page anywhere else. */
export function loader() {
  if (CONTACT_WAY !== "netlify") throw new Response(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = (args) => [
  ...documentMeta(
    {
      path: NETLIFY_SENT_PATH,
      title: pageAt("/contact", wordsIn(languageOf(args.params))).title,
      description: SENT_NOTICE,
    },
    args,
  ),
  // A thank-you page says nothing a search should find.
  { name: "robots", content: "noindex" },
];

export default function ContactSent() {
  return (
    <section className="page">
      <PageHeader {...pageAt("/contact", useWords())} />
      <p className="form-notice" data-outcome="sent" role="status">
        {SENT_NOTICE}
      </p>
      <p>
        <Link to="/contact">Back to the contact page</Link>
      </p>
    </section>
  );
}
