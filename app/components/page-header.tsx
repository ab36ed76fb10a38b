// app/components: the small parts the pages share around their content: each page's header,
// the not-found page, JSON-LD, the page's scripts and its policy meta. The root, the routes and
// the server's entry import them; they take the pages, the words, the icons and app/utils, never
// a feature's room.
import { Icon } from "~/icons/icon";
import type { Page } from "~/pages";

/** Title at the left, a round accent icon at the right, a dashed accent rule below. */
export function PageHeader({ heading, icon }: Pick<Page, "heading" | "icon">) {
  return (
    <header className="page-header">
      <h1>{heading}</h1>
      <span className="page-header-icon">
        <Icon name={icon} />
      </span>
    </header>
  );
}
