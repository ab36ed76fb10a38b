import type { MetaFunction } from "react-router";
import { Link } from "react-router";

import { PageHeader } from "~/components/page-header";
import { NETLIFY_SENT_PATH } from "~/routes/contact/netlify";
import { CONTACT_WAY } from "~/routes/contact/static-contact";
import { pageAt } from "~/pages";
import { documentMeta } from "~/seo/seo";
import { languageAt } from "~/words/language";
import { useWords } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

/** The page a Netlify Forms host shows once it has taken a message; no page anywhere else. */
export function loader() {
  if (CONTACT_WAY !== "netlify") throw new Response(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = (args) => {
  const wording = wordsIn(languageAt(args.location.pathname));
  return [
    ...documentMeta(
      {
        path: NETLIFY_SENT_PATH,
        title: pageAt("/contact", wording).title,
        description: wording.words.contact.sent,
      },
      args,
    ),
    // A thank-you page says nothing a search should find.
    { name: "robots", content: "noindex" },
  ];
};

export default function ContactSent() {
  const wording = useWords();
  const { contact } = wording.words;
  return (
    <section className="page">
      <PageHeader {...pageAt("/contact", wording)} />
      <p className="form-notice" data-outcome="sent" role="status">
        {contact.sent}
      </p>
      <p>
        <Link to={wording.path("/contact")}>{contact.backFromSent}</Link>
      </p>
    </section>
  );
}
