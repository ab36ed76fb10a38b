// The addresses in a post's text (links, pictures and their candidate widths), each passed through
// `change`: made absolute for a feed, or put under the path the site is served from.
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

const URL_PROPERTIES = ["href", "src"] as const;

export function changeAddresses(tree: Root, change: (url: string) => string) {
  visit(tree, "element", (node: Element) => {
    for (const name of URL_PROPERTIES) {
      const value = node.properties[name];
      if (typeof value === "string") node.properties[name] = change(value);
    }
    // A srcset is a list of candidates, each an address and its width.
    const { srcSet } = node.properties;
    if (typeof srcSet === "string")
      node.properties.srcSet = srcSet
        .split(",")
        .map((candidate) => {
          const [url = "", ...width] = candidate.trim().split(" ");
          return [change(url), ...width].join(" ");
        })
        .join(", ");
  });
}
