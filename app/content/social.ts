import type { SocialLink } from "~/content-rules/schema";

// Placeholder profiles: replace with the owner's own, in the order they should appear. Each
// link's icon comes from its address (github.com, linkedin.com, mailto:, ...); where the address
// does not say which network it is, name it: network: "mastodon", or "website".
export const socialLinks = [
  {
    label: "LinkedIn",
    url: "https://www.linkedin.com/in/alex-doe-example",
  },
  {
    label: "GitHub",
    url: "https://github.com/alex-doe-example",
  },
  {
    label: "LeetCode",
    url: "https://leetcode.com/alex-doe-example",
  },
  {
    label: "GeeksforGeeks",
    url: "https://www.geeksforgeeks.org/user/alex-doe-example",
  },
] satisfies ReadonlyArray<SocialLink>;
