import { profile } from "~/content/profile";
import { theme } from "~/content/theme";
import { legibleAccent } from "~/utils/color";

// Built from the owner's content, so the installed app is named after them.
export function loader() {
  const manifest = {
    name: `${profile.name} | ${profile.jobTitle}`,
    short_name: profile.name,
    start_url: "/",
    display: "standalone",
    background_color: "#1d1d1d",
    theme_color: legibleAccent(theme.accent),
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
