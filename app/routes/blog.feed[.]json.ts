import type { LoaderFunctionArgs } from "react-router";

import { feedResponse, jsonFeed } from "~/blog/feeds.server";
import { siteContext } from "~/load-context";

export const loader = ({ context }: LoaderFunctionArgs) =>
  feedResponse(context.get(siteContext).env, jsonFeed, "application/feed+json");
