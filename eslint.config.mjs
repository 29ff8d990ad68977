// ESLint flat config. Type-aware rules are left out on purpose: they need the whole program per file
// and would make `npm run lint` several times slower on a 2-core machine for little gain over tsc.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "out/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      "public/fixtures/**",
      "fixtures/**",
      "next-env.d.ts",
      "dist/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.worker },
    },
    rules: {
      // `_x` marks a parameter or binding kept for its position or to drop a field from a rest spread.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Readers strip and reject control characters from hostile input on purpose.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      // The React Compiler is not used here. Its advice (set state in an effect, a ref read during
      // render, a prop written through) is shown as a warning to fix when the file is next touched;
      // the classic hooks rules (rules-of-hooks, exhaustive-deps) stay errors.
      "react-hooks/set-state-in-effect": "warn",
      "react-hooks/refs": "warn",
      "react-hooks/immutability": "warn",
      "react-hooks/incompatible-library": "off",
      // A static export serves no image optimizer; plain <img> is intended.
      "@next/next/no-img-element": "off",
    },
  },
  prettier,
);
