import type { solutions } from "#db/schema";
import type { ScreenSpec } from "../art/screens";

/** A platform's texts plus what its generated screenshots show. */
export type PlatformSeed = Omit<typeof solutions.$inferInsert, "heroImage" | "galleryImages"> & {
  screen: Omit<ScreenSpec, "name" | "colors">;
  gallery: [variant: "report" | "elenco" | "mobile", title: string][];
};
