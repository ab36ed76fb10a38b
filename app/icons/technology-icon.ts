// A technology's mark, from its name as the owner writes it. The browser may take this; the
// icons themselves it never downloads but as the build's sprite.
import type { IconName, Technology } from "./icon-set";

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
