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
