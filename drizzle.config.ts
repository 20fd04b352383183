import { defineConfig } from "drizzle-kit";

// drizzle-kit only reads the schema to generate SQL migrations; it needs no live database for that.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./migrations",
  casing: "snake_case",
});
