import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { PageHeader } from "~/components/page-header";

export const meta: MetaFunction = () => [
  { title: "Page Not Found" },
  { name: "robots", content: "noindex" },
];

// A real 404 status for any unknown address, rendered in the site's own shell.
export const loader = () => Response.json(null, { status: 404 });

export default function NotFound() {
  return (
    <section className="page">
      <PageHeader heading="Page Not Found" icon="compass" />
      <p className="lead">Sorry, there is nothing at this address.</p>
      <p>
        <Link className="button" to="/">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
