import { Link } from "react-router";

import { PageHeader } from "./page-header";

/** What an address with nothing at it shows: an unknown one, or a post that is not there. */
export function NotFound() {
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
