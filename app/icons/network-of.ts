// The network a social link is on, read from its address, so an owner writes only links; one
// whose address says nothing of it (a Mastodon server of one's own, a website) is named in its
// `network` field. Browser-safe: it names icons, which stay in the build's sprite.
import type { Network } from "./icon-set";

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
