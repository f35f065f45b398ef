import { defineServerEntity } from "#features/shared/entity-manifest.server";
import * as tables from "./slug-history.table";

/** The old slugs of the public pages, answered with a 301 (decision 055). */
export const slugHistoryServer = defineServerEntity({ id: "slug-history", tables });
