import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page: let the browser paint it first, then hydrate (the
// callback of the next frame runs before that frame is painted, the timeout just after it).
requestAnimationFrame(() => setTimeout(hydrate, 0));
