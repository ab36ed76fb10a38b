import type { MetaFunction } from "react-router";

import { NotFound } from "~/components/not-found";
import { languageOf } from "~/words/language";
import { wordsIn } from "~/words/wording";

export const meta: MetaFunction = ({ params }) => [
  { title: wordsIn(languageOf(params)).words.notFound.heading },
  { name: "robots", content: "noindex" },
];

// A real 404 status for any unknown address, rendered in the site's own shell.
export const loader = () => Response.json(null, { status: 404 });

export default NotFound;
