// Lint rules for the app, its tests and scripts: typescript-eslint's recommended type-aware-free set,
// the React hooks rules and jsx-a11y (accessibility is part of correctness). Formatting is Prettier's.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/build/", "node_modules/", "cms-schemas/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Tests are not React: `useMockCms` is a test fixture, not a hook; parsed JSON-LD is untyped by nature.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Every redirect goes through app/lib/core/redirect.server.ts, which encodes its Location: Remix's own throws on a
    // character a header cannot hold (a 500), and a hand-written Location header is encoded by nobody (decision 054).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["@remix-run/node", "@remix-run/server-runtime", "@remix-run/router", "@remix-run/react"].map((name) => ({
            name,
            importNames: ["redirect", "redirectDocument", "replace"],
            message: "Use redirect from ~/lib/core/redirect.server, which encodes the Location.",
          })),
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: [
            "ObjectExpression > Property[key.value=/^location$/i]",
            "ObjectExpression > Property[key.name=/^location$/i]",
            "CallExpression[callee.property.name=/^(set|append)$/][arguments.0.value=/^location$/i]",
          ].join(", "),
          message: "Set a Location with redirect from ~/lib/core/redirect.server, which encodes it.",
        },
      ],
    },
  },
  { files: ["**/*.{js,cjs,mjs}"], languageOptions: { globals: globals.node } },
  prettier,
);
