// The unit tests a mutant of the mutated modules is tried against: the ones beside them. The
// component tests, which load a browser's environment for every run, check what a visitor sees
// and would only slow each mutant down.
import { fileURLToPath } from "node:url";

import { defineConfig, mergeConfig } from "vitest/config";

import base from "../../vitest.config";

export default mergeConfig(
  base,
  defineConfig({
    root: fileURLToPath(new URL("../..", import.meta.url)),
    test: {
      include: [
        "app/messages/email-sdk-parity.test.ts",
        "app/messages/message-backup.server.test.ts",
        "app/messages/message-store.server.test.ts",
        "app/messages/outbox.server.test.ts",
        "app/messages/relay.server.test.ts",
        "app/routes/contact/contact-schema.test.ts",
        "app/routes/contact/route.test.ts",
        "app/utils/control-characters.test.ts",
        "app/utils/read-form-body.server.test.ts",
        "server/documents.test.ts",
        "server/limits.test.ts",
        "server/old-addresses.test.ts",
        "server/request-checks.test.ts",
        "server/route-table.test.ts",
      ],
    },
  }),
);
