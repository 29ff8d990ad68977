import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "cli/**/*.test.ts",
      "bin/*.test.ts",
      "components/**/*.test.ts",
      "scripts/check-regex.test.ts",
      "scripts/check-regex-built.test.ts",
      "scripts/readme.test.ts",
      "scripts/code-size.test.ts",
      "scripts/korean-lexicon-align.test.ts",
      "scripts/korean-lexicon-sources/*.test.ts",
      "scripts/bench/*.test.ts",
      "scripts/fixtures/*.test.ts",
      "test-support/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
  },
});
