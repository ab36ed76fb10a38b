import type { MetaFunction } from "react-router";

import { NotFound } from "~/components/not-found";
import { languageAt } from "~/words/language";
import { wordsIn } from "~/words/wording";

export const meta: MetaFunction = ({ location }) => [
  { title: wordsIn(languageAt(location.pathname)).words.notFound.heading },
  { name: "robots", content: "noindex" },
];

// A real 404 status for any unknown address, rendered in the site's own shell.
export const loader = () => Response.json(null, { status: 404 });

export default NotFound;
