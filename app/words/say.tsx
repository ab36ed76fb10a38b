import { Fragment, isValidElement } from "react";
import type { ReactNode } from "react";

import type { Plural, Sentence, Values } from "./sentence";
import { sentenceParts } from "./sentence";
import { useWords } from "./use-words";

type SayProps<Names extends string> =
  | { sentence: Sentence<Names>; values: Values<Names, ReactNode> }
  | { plural: Plural; count: number };

// A clause's closing punctuation and the space after it, before an element.
const CLAUSE_END = /^([\s\S]*[.:;!?])(\s+)$/;

/**
 * A sentence of the page's language in a page, each value a node of its own: text, a number as
 * the language writes it, or an element such as a link. (`fill` makes one string instead, for an
 * attribute.) The space between a clause and an element after it ("…yet. {seeAll}.") is a text
 * node of its own too: the pages wrote it so before their words moved (`{" "}` at a line's end),
 * and with one language a page keeps its bytes (tests/e2e/one-language.spec.ts).
 */
export function Say<Names extends string>(props: SayProps<Names>) {
  const { form, number } = useWords();
  const [sentence, values]: [string, Values<string, ReactNode>] =
    "plural" in props
      ? [form(props.plural, props.count), { count: props.count }]
      : [props.sentence, props.values];
  const parts = sentenceParts(sentence, values);
  return parts.flatMap((part, index): ReactNode[] => {
    if (typeof part === "number") return [number(part)];
    if (isValidElement(part)) return [<Fragment key={index}>{part}</Fragment>];
    const clause = isValidElement(parts[index + 1])
      ? CLAUSE_END.exec(String(part))
      : null;
    return clause ? [clause[1], clause[2]] : [part];
  });
}
