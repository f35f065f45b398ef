import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every table file next to its feature's code (decision 055): a new entity's table is
  // migrated without a line anywhere else.
  schema: ["./features/**/*.table.ts", "./server/**/*.table.ts"],
  out: "./db/migrations",
});
