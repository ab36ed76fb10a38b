// Every icon the site can draw, by the name components use, with the react-icons icon behind it.
// The build draws those in use into one sprite (scripts/icon-sprite.tsx) that pages show with
// <use>; components import the names as a type only, so no icon is in the browser's scripts.
// Beside it, the icon component (icon.tsx) and which icon a link or a technology shows. Any room
// may import app/icons; it imports nothing else of the app.
import type { IconType } from "react-icons";
import * as fa from "react-icons/fa";
import * as fa6 from "react-icons/fa6";
import * as hi from "react-icons/hi";
import * as si from "react-icons/si";

import type { TechnologyIcon } from "./technology-icon";

/** The site's own icons: the menu, the gear and the colour schemes, the pages'. */
export const SITE_ICONS = {
  menu: hi.HiMenu,
  close: hi.HiX,
  gear: fa.FaCog,
  desktop: fa.FaDesktop,
  sun: fa.FaSun,
  moon: fa.FaMoon,
  compass: fa.FaCompass,
  home: fa.FaHome,
  user: fa.FaUser,
  code: fa.FaCode,
  "file-text": fa.FaFileAlt,
  briefcase: fa.FaBriefcase,
  "graduation-cap": fa.FaGraduationCap,
  envelope: fa.FaEnvelope,
  pen: fa.FaPenNib,
  rss: fa.FaRss,
  clock: fa.FaRegClock,
} satisfies Record<string, IconType>;

/** Simple Icons' marks by their key ("nodedotjs"), for the technologies the content names. */
export const TECHNOLOGY_MARKS = new Map<string, IconType>(
  Object.entries(si).map(([name, icon]) => [name.slice(2).toLowerCase(), icon]),
);

/** A social link's icon: its network's, an envelope for email, a globe, or a plain link. */
export const NETWORK_ICONS = {
  github: fa.FaGithub,
  gitlab: fa.FaGitlab,
  linkedin: fa.FaLinkedin,
  x: fa6.FaXTwitter,
  mastodon: fa.FaMastodon,
  bluesky: fa6.FaBluesky,
  youtube: fa.FaYoutube,
  dribbble: fa.FaDribbble,
  behance: fa.FaBehance,
  stackoverflow: fa.FaStackOverflow,
  kaggle: fa.FaKaggle,
  medium: fa.FaMedium,
  dev: fa.FaDev,
  codeforces: si.SiCodeforces,
  codechef: si.SiCodechef,
  hackerrank: fa.FaHackerrank,
  leetcode: si.SiLeetcode,
  geeksforgeeks: si.SiGeeksforgeeks,
  instagram: fa.FaInstagram,
  telegram: fa.FaTelegram,
  email: fa.FaEnvelope,
  website: fa.FaGlobe,
  link: fa.FaLink,
} satisfies Record<string, IconType>;

export type Network = keyof typeof NETWORK_ICONS;
export type SiteIcon = keyof typeof SITE_ICONS;
export type IconName = SiteIcon | Network | TechnologyIcon;
