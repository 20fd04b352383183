import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["node_modules", "dist", ".data", "migrations", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
  },
  // The house's boundaries (docs/architecture.md): services never reach up into http, trpc, the
  // worker or the SPA; the SPA takes values only from src/shared and types from the server.
  {
    files: [
      "src/services/**/*.{ts,tsx}",
      "src/shared/**/*.{ts,tsx}",
      "src/providers/**/*.ts",
      "src/db/**/*.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(http|trpc|worker|web)(/|$)",
              message:
                "Services, providers, the schema and shared code never import http, trpc, worker or web.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(services|db|providers|jobs|http|trpc|worker|web)(/|$)",
              message: "src/shared is pure code the SPA also runs: it imports only src/shared and libraries.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@server/(?!shared(/|$))|(\\.\\./)+(src/(?!shared(/|$))|worker/))",
              allowTypeImports: true,
              message: "The SPA imports values only from src/shared (types from the server are fine).",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
);
