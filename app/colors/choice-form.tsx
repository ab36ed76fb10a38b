import { useLocation } from "react-router";
import type { ReactNode } from "react";

import { STATIC_SITE } from "~/utils/static-site";

import { COLORS_ROUTE, REDIRECT_FIELD } from "./choice-cookie";

type ChoiceFormProps = {
  className?: string;
  /** Submit buttons, each with its name and value. */
  children: ReactNode;
};

/** The forms of the panel, which the page's script makes its choices in place for. */
export const CHOICE_FORM_CLASS = "choice-form";

/**
 * The panel's buttons as a plain form: without JavaScript a click posts the choice and the
 * server sends the visitor back to this page; with it, the page's script makes the choice in
 * place (on a static host, where no server keeps colours, the only way).
 */
export function ChoiceForm({ className, children }: ChoiceFormProps) {
  const { pathname, search } = useLocation();
  const classes = className
    ? `${CHOICE_FORM_CLASS} ${className}`
    : CHOICE_FORM_CLASS;
  if (STATIC_SITE) return <form className={classes}>{children}</form>;
  return (
    <form method="post" action={COLORS_ROUTE} className={classes}>
      <input
        type="hidden"
        name={REDIRECT_FIELD}
        value={`${pathname}${search}`}
      />
      {children}
    </form>
  );
}
