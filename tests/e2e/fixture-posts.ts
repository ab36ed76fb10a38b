/** The post of tests/fixtures/posts/ its owner has not published yet: a draft. */
export const DRAFT = {
  file: "unfinished-thoughts.md",
  slug: "unfinished-thoughts",
  title: "Unfinished thoughts on caching",
};
