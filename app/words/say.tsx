import { Fragment, isValidElement } from "react";
import type { ReactNode } from "react";

import type { Plural, Sentence, Values } from "./sentence";
import { sentenceParts } from "./sentence";
import { useWords } from "./use-words";

type SayProps<Names extends string> =
  | { sentence: Sentence<Names>; values: Values<Names, ReactNode> }
  | { plural: Plural; count: number };

/**
 * A sentence of the page's language in a page, each value a node of its own: text, a number as
 * the language writes it, or an element such as a link. (`fill` makes one string instead, for an
 * attribute.)
 */
export function Say<Names extends string>(props: SayProps<Names>) {
  const { form, number } = useWords();
  const [sentence, values]: [string, Values<string, ReactNode>] =
    "plural" in props
      ? [form(props.plural, props.count), { count: props.count }]
      : [props.sentence, props.values];
  return sentenceParts(sentence, values).map((part, index) =>
    typeof part === "number" ? (
      number(part)
    ) : isValidElement(part) ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      part
    ),
  );
}
