import { createContext, use } from "react";

/**
 * The Content-Security-Policy a page carries in itself, for a static host that sends no headers:
 * given by the server's render of a page exported for one (app/entry.server.tsx), none otherwise.
 */
export const PolicyMetaContext = createContext<string | undefined>(undefined);

/** First in the head, so the policy covers every script after it. */
export function PolicyMeta() {
  const policy = use(PolicyMetaContext);
  return policy ? (
    <meta httpEquiv="Content-Security-Policy" content={policy} />
  ) : null;
}
