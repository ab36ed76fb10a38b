// Every icon the site can draw: the name the components use, and the react-icons icon behind it.
// The build draws the ones the site uses (all of its own, and the networks the content links to)
// into one sprite (scripts/build-icon-sprite.tsx); the pages show them with <use>: plain SVG in
// the server's HTML, none of it in the browser's scripts. Components import the names as a type.
import type { IconType } from "react-icons";
import {
  FaBehance,
  FaBriefcase,
  FaCode,
  FaCog,
  FaCompass,
  FaDev,
  FaDribbble,
  FaEnvelope,
  FaFileAlt,
  FaGithub,
  FaGitlab,
  FaGlobe,
  FaGraduationCap,
  FaHackerrank,
  FaHome,
  FaInstagram,
  FaKaggle,
  FaLink,
  FaLinkedin,
  FaMastodon,
  FaMedium,
  FaStackOverflow,
  FaTelegram,
  FaUser,
  FaYoutube,
} from "react-icons/fa";
import { FaBluesky, FaXTwitter } from "react-icons/fa6";
import { HiMenu, HiX } from "react-icons/hi";
import {
  SiCodechef,
  SiCodeforces,
  SiExpress,
  SiGeeksforgeeks,
  SiLeetcode,
  SiMongodb,
  SiNodedotjs,
  SiReact,
} from "react-icons/si";

/** The site's own icons: the menu, the gear, the pages' and the About page's. */
export const SITE_ICONS = {
  menu: HiMenu,
  close: HiX,
  gear: FaCog,
  compass: FaCompass,
  home: FaHome,
  user: FaUser,
  code: FaCode,
  "file-text": FaFileAlt,
  briefcase: FaBriefcase,
  "graduation-cap": FaGraduationCap,
  envelope: FaEnvelope,
  mongodb: SiMongodb,
  express: SiExpress,
  react: SiReact,
  nodejs: SiNodedotjs,
} satisfies Record<string, IconType>;

/** A social link's icon: its network's, an envelope for email, a globe, or a plain link. */
export const NETWORK_ICONS = {
  github: FaGithub,
  gitlab: FaGitlab,
  linkedin: FaLinkedin,
  x: FaXTwitter,
  mastodon: FaMastodon,
  bluesky: FaBluesky,
  youtube: FaYoutube,
  dribbble: FaDribbble,
  behance: FaBehance,
  stackoverflow: FaStackOverflow,
  kaggle: FaKaggle,
  medium: FaMedium,
  dev: FaDev,
  codeforces: SiCodeforces,
  codechef: SiCodechef,
  hackerrank: FaHackerrank,
  leetcode: SiLeetcode,
  geeksforgeeks: SiGeeksforgeeks,
  instagram: FaInstagram,
  telegram: FaTelegram,
  email: FaEnvelope,
  website: FaGlobe,
  link: FaLink,
} satisfies Record<string, IconType>;

export const ICONS = { ...SITE_ICONS, ...NETWORK_ICONS };
export type IconName = keyof typeof ICONS;
export type Network = keyof typeof NETWORK_ICONS;
