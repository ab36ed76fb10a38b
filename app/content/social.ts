import type { SocialLink } from "./types";

// Placeholder profiles: replace with the owner's own.
export const socialLinks = [
  {
    network: "linkedin",
    label: "LinkedIn",
    url: "https://www.linkedin.com/in/alex-doe-example",
  },
  {
    network: "github",
    label: "GitHub",
    url: "https://github.com/alex-doe-example",
  },
  {
    network: "leetcode",
    label: "LeetCode",
    url: "https://leetcode.com/alex-doe-example",
  },
  {
    network: "geeksforgeeks",
    label: "GeeksforGeeks",
    url: "https://www.geeksforgeeks.org/user/alex-doe-example",
  },
] satisfies ReadonlyArray<SocialLink>;
