// A technology's mark, from its name as the owner writes it. The build draws a symbol for each one
// the content names: its own mark where Simple Icons has one (some 3,400 in react-icons), the code
// icon otherwise. Browser-safe: it names icons, which stay in the build's sprite.

export type TechnologyIcon = `technology-${string}`;

// Common spellings whose key is not the mark's own ("Node" for "nodedotjs", "Java" for OpenJDK).
const SPELLINGS: Record<string, string> = {
  node: "nodedotjs",
  nodejs: "nodedotjs",
  expressjs: "express",
  expressdotjs: "express",
  reactjs: "react",
  reactdotjs: "react",
  next: "nextdotjs",
  nextjs: "nextdotjs",
  vue: "vuedotjs",
  vuejs: "vuedotjs",
  js: "javascript",
  ts: "typescript",
  java: "openjdk",
  cpp: "cplusplus",
  golang: "go",
  html: "html5",
  css3: "css",
  tailwind: "tailwindcss",
  mongo: "mongodb",
  postgres: "postgresql",
  k8s: "kubernetes",
};

/**
 * The key Simple Icons names a technology's mark by: lower case, "+" as "plus", "." as "dot",
 * "#" as "sharp", accents dropped, nothing else but letters and digits ("Node.js" → "nodedotjs").
 */
export function technologyKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/\./g, "dot")
    .replace(/#/g, "sharp")
    .normalize("NFD")
    .replace(/[^a-z0-9]/g, "");
  return Object.hasOwn(SPELLINGS, key) ? SPELLINGS[key]! : key;
}

/** The sprite symbol that shows a technology. */
export const technologyIcon = (name: string): TechnologyIcon =>
  `technology-${technologyKey(name)}`;
