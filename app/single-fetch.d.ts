// Loaders and actions answer plain objects (single fetch), so their types reach components.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
