import { Link } from "react-router";

import { useWords } from "~/words/use-words";

import { PageHeader } from "./page-header";

/** What an address with nothing at it shows: an unknown one, or a post that is not there. */
export function NotFound() {
  const { words, path } = useWords();
  const { notFound } = words;
  return (
    <section className="page">
      <PageHeader heading={notFound.heading} icon="compass" />
      <p className="lead">{notFound.lead}</p>
      <p>
        <Link className="button" to={path("/")}>
          {notFound.back}
        </Link>
      </p>
    </section>
  );
}
