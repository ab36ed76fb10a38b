// Every icon the site can draw: the name the components use, and the react-icons icon behind it.
// The build draws the ones the site uses (all of its own, and the networks the content links to)
// into one sprite (scripts/icon-sprite.tsx); the pages show them with <use>: plain SVG in
// the server's HTML, none of it in the browser's scripts. Components import the names as a type.
import type { IconType } from "react-icons";
import * as fa from "react-icons/fa";
import * as fa6 from "react-icons/fa6";
import * as hi from "react-icons/hi";
import * as si from "react-icons/si";

/** The site's own icons: the menu, the gear, the pages' and the About page's. */
export const SITE_ICONS = {
  menu: hi.HiMenu,
  close: hi.HiX,
  gear: fa.FaCog,
  compass: fa.FaCompass,
  home: fa.FaHome,
  user: fa.FaUser,
  code: fa.FaCode,
  "file-text": fa.FaFileAlt,
  briefcase: fa.FaBriefcase,
  "graduation-cap": fa.FaGraduationCap,
  envelope: fa.FaEnvelope,
  mongodb: si.SiMongodb,
  express: si.SiExpress,
  react: si.SiReact,
  nodejs: si.SiNodedotjs,
} satisfies Record<string, IconType>;

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

export const ICONS = { ...SITE_ICONS, ...NETWORK_ICONS };
export type IconName = keyof typeof ICONS;
export type Network = keyof typeof NETWORK_ICONS;
