import { useLocation } from "react-router";
import type { FormEvent, ReactNode } from "react";

import { STATIC_SITE } from "~/utils/static-site";

import { COLORS_ROUTE, REDIRECT_FIELD } from "./accent-cookie";

type ChoiceFormProps = {
  className?: string;
  /** With JavaScript, takes the pressed button's value instead of the form being sent. */
  onChoose?: (value: string) => void;
  /** Submit buttons, each with its name and value. */
  children: ReactNode;
};

/**
 * The panel's buttons as a plain form: without JavaScript a click posts the choice and the
 * server sends the visitor back to this page; with it, the choice is made in place (on a static
 * host, where no server keeps colours, the only way).
 */
export function ChoiceForm({ className, onChoose, children }: ChoiceFormProps) {
  const { pathname, search } = useLocation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onChoose) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement) onChoose(submitter.value);
  }

  if (STATIC_SITE)
    return (
      <form className={className} onSubmit={handleSubmit}>
        {children}
      </form>
    );
  return (
    <form
      method="post"
      action={COLORS_ROUTE}
      className={className}
      onSubmit={handleSubmit}
    >
      <input
        type="hidden"
        name={REDIRECT_FIELD}
        value={`${pathname}${search}`}
      />
      {children}
    </form>
  );
}
