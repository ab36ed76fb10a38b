import type { AnalyticsSnippet } from "./analytics-service";

/** The analytics service's own snippet, as it documents it: its script, async, and its data. */
export function AnalyticsScript({ snippet }: { snippet: AnalyticsSnippet }) {
  return <script async src={snippet.src} {...snippet.attributes} />;
}
