// Every icon the site draws: the name the components use, and the react-icons icon behind it.
// `npm run build` draws them all into sprite.svg (scripts/build-icon-sprite.js), and the pages
// show them with <use>: plain SVG in the server's HTML, none of it in the browser's scripts.
// Only the build reads this file; components import its names as a type.
import {
  FaBriefcase,
  FaCode,
  FaCog,
  FaCompass,
  FaEnvelope,
  FaFileAlt,
  FaGithub,
  FaGraduationCap,
  FaLinkedin,
  FaUser,
} from "react-icons/fa";
import { HiMenu, HiX } from "react-icons/hi";
import {
  SiExpress,
  SiGeeksforgeeks,
  SiLeetcode,
  SiMongodb,
  SiNodedotjs,
  SiReact,
} from "react-icons/si";

export const ICONS = {
  menu: HiMenu,
  close: HiX,
  gear: FaCog,
  compass: FaCompass,
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
  linkedin: FaLinkedin,
  github: FaGithub,
  leetcode: SiLeetcode,
  geeksforgeeks: SiGeeksforgeeks,
};
