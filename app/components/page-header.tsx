import type { ReactNode } from "react";

type PageHeaderProps = {
  title: string;
  /** Decorative, since the title names the page. */
  icon: ReactNode;
};

/** Title at the left, a round accent icon at the right, a dashed accent rule below. */
export function PageHeader({ title, icon }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      <span className="page-header-icon" aria-hidden>
        {icon}
      </span>
    </header>
  );
}
