// The same pages as a client-side React app, the way the product was first built: the server
// sends an empty page and the browser renders everything. The benchmark's "before" row.
// The pages and components are the site's own, routed in the browser by Remix's test router.
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { SiteChrome } from "~/components/site-chrome";
import About from "~/routes/about";
import Contact from "../../app/routes/contact/route";
import Home from "../../app/routes/_index/route";
import Portfolio from "../../app/routes/portfolio/route";
import Resume from "../../app/routes/resume/route";
import Skills from "../../app/routes/skills/route";

function Shell() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

const App = createRemixStub([
  {
    id: "root",
    path: "/",
    Component: Shell,
    loader: () => ({ siteUrl: window.location.origin }),
    children: [
      { index: true, Component: Home },
      { path: "about", Component: About },
      { path: "skills", Component: Skills },
      { path: "resume", Component: Resume },
      { path: "portfolio", Component: Portfolio },
      { path: "contact", Component: Contact },
    ],
  },
]);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App
      initialEntries={[window.location.pathname + window.location.search]}
      future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true }}
    />
  </StrictMode>,
);
