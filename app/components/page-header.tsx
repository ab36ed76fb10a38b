import type { IconName } from "~/icons/icon-set";

import { Icon } from "./icon";

/** Title at the left, a round accent icon at the right, a dashed accent rule below. */
export function PageHeader({
  heading,
  icon,
}: {
  heading?: string;
  icon: IconName;
}) {
  return (
    <header className="page-header">
      <h1>{heading}</h1>
      <span className="page-header-icon" aria-hidden>
        {/* Decorative: the title names the page. */}
        <Icon name={icon} />
      </span>
    </header>
  );
}
