import type { LoaderFunctionArgs } from "react-router";

import { atomFeed, feedResponse } from "~/blog/feeds.server";
import { siteContext } from "~/load-context";

export const loader = ({ context }: LoaderFunctionArgs) =>
  feedResponse(context.get(siteContext).env, atomFeed, "application/atom+xml");
