// The layout of a language's pages below its code ("/de/about"): they are the site's own pages,
// which know their language by their address.
import { Outlet } from "react-router";

export default function LanguagePages() {
  return <Outlet />;
}
