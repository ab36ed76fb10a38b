import type { LoaderFunctionArgs } from "@remix-run/node";

import { atomFeed, feedResponse } from "~/blog/feeds.server";

export const loader = ({ context }: LoaderFunctionArgs) =>
  feedResponse(context.env, atomFeed, "application/atom+xml");
