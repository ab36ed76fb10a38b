// Which icon a social link or a technology shows, so an owner writes only names and links: a
// link's network is read from its address (one whose address says nothing of it, a Mastodon
// server of one's own or a personal website, can be named in its `network` field), a
// technology's mark from its name. The browser may take these; the icons themselves it never
// downloads but as the build's sprite.
import type { IconName, Network, Technology } from "./icon-set";

// The sites each network answers on; a subdomain (www., uk.) counts as the site.
const HOSTS: Partial<Record<Network, string[]>> = {
  github: ["github.com"],
  gitlab: ["gitlab.com"],
  linkedin: ["linkedin.com"],
  x: ["x.com", "twitter.com"],
  mastodon: [
    "mastodon.social",
    "mastodon.online",
    "fosstodon.org",
    "hachyderm.io",
  ],
  bluesky: ["bsky.app"],
  youtube: ["youtube.com", "youtu.be"],
  dribbble: ["dribbble.com"],
  behance: ["behance.net"],
  stackoverflow: ["stackoverflow.com"],
  kaggle: ["kaggle.com"],
  medium: ["medium.com"],
  dev: ["dev.to"],
  codeforces: ["codeforces.com"],
  codechef: ["codechef.com"],
  hackerrank: ["hackerrank.com"],
  leetcode: ["leetcode.com", "leetcode.cn"],
  geeksforgeeks: ["geeksforgeeks.org"],
  instagram: ["instagram.com"],
  telegram: ["t.me", "telegram.me"],
};

export type SocialLinkAddress = { url: string; network?: Network };

/** The network a link is on: as named, or by its address; email for mailto:, else a plain link. */
export function networkOf({ url, network }: SocialLinkAddress): Network {
  if (network) return network;
  const address = new URL(url);
  if (address.protocol === "mailto:") return "email";
  const host = address.hostname.toLowerCase();
  for (const [name, hosts] of Object.entries(HOSTS))
    if (hosts.some((site) => host === site || host.endsWith(`.${site}`)))
      return name as Network;
  // Mastodon and the other servers of the fediverse write a profile as /@name.
  if (/^\/@[^/]+\/?$/.test(address.pathname)) return "mastodon";
  return "link";
}

// The spellings technologies go by, where the name is not the icon's own once lower-cased and
// stripped of spaces and dots ("Node.js" → "nodejs").
const TECHNOLOGY_NAMES: Record<string, Technology> = {
  expressjs: "express",
  reactjs: "react",
  node: "nodejs",
  js: "javascript",
  ts: "typescript",
  "c++": "cplusplus",
  cpp: "cplusplus",
  golang: "go",
  html: "html5",
  css3: "css",
  next: "nextjs",
  vue: "vuejs",
  postgres: "postgresql",
  k8s: "kubernetes",
};
const TECHNOLOGIES = new Set<string>([
  "mongodb",
  "express",
  "react",
  "nodejs",
  "javascript",
  "typescript",
  "python",
  "java",
  "cplusplus",
  "go",
  "rust",
  "php",
  "html5",
  "css",
  "nextjs",
  "vuejs",
  "angular",
  "svelte",
  "tailwindcss",
  "postgresql",
  "mysql",
  "redis",
  "graphql",
  "docker",
  "kubernetes",
  "git",
  "linux",
  "figma",
] satisfies Technology[]);

/** A technology's own mark, or the generic code icon for one the site has no mark for. */
export function technologyIcon(name: string): IconName {
  const key = name.toLowerCase().replace(/[\s.]/g, "");
  const icon = TECHNOLOGY_NAMES[key] ?? key;
  return TECHNOLOGIES.has(icon) ? (icon as Technology) : "code";
}
