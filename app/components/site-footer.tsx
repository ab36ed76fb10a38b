import { profile } from "~/content/profile";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>
        © {new Date().getFullYear()} {profile.name}
      </p>
    </footer>
  );
}
