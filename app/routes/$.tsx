import type { MetaFunction } from "react-router";

import { NotFound } from "~/components/not-found";

export const meta: MetaFunction = () => [
  { title: "Page Not Found" },
  { name: "robots", content: "noindex" },
];

// A real 404 status for any unknown address, rendered in the site's own shell.
export const loader = () => Response.json(null, { status: 404 });

export default NotFound;
