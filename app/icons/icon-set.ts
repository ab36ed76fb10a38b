// Every icon the site can draw: the name the components use, and the react-icons icon behind it.
// The build draws the ones the site uses (all of its own, and the networks the content links to)
// into one sprite (scripts/icon-sprite.tsx); the pages show them with <use>: plain SVG in
// the server's HTML, none of it in the browser's scripts. Components import the names as a type.
import type { IconType } from "react-icons";
import * as fa from "react-icons/fa";
import * as fa6 from "react-icons/fa6";
import * as hi from "react-icons/hi";
import * as si from "react-icons/si";

/** The site's own icons: the menu, the gear, the pages'. */
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
} satisfies Record<string, IconType>;

/** The technologies the About page can show by their own mark; any other shows `code`. */
export const TECHNOLOGY_ICONS = {
  mongodb: si.SiMongodb,
  express: si.SiExpress,
  react: si.SiReact,
  nodejs: si.SiNodedotjs,
  javascript: si.SiJavascript,
  typescript: si.SiTypescript,
  python: si.SiPython,
  java: si.SiOpenjdk,
  cplusplus: si.SiCplusplus,
  go: si.SiGo,
  rust: si.SiRust,
  php: si.SiPhp,
  html5: si.SiHtml5,
  css: si.SiCss,
  nextjs: si.SiNextdotjs,
  vuejs: si.SiVuedotjs,
  angular: si.SiAngular,
  svelte: si.SiSvelte,
  tailwindcss: si.SiTailwindcss,
  postgresql: si.SiPostgresql,
  mysql: si.SiMysql,
  redis: si.SiRedis,
  graphql: si.SiGraphql,
  docker: si.SiDocker,
  kubernetes: si.SiKubernetes,
  git: si.SiGit,
  linux: si.SiLinux,
  figma: si.SiFigma,
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

export const ICONS = { ...SITE_ICONS, ...TECHNOLOGY_ICONS, ...NETWORK_ICONS };
export type IconName = keyof typeof ICONS;
export type Network = keyof typeof NETWORK_ICONS;
export type Technology = keyof typeof TECHNOLOGY_ICONS;
