import type { PageMetaTable } from "./types";
import { customerAreaPages } from "./customer-area";
import { customerLoginPages } from "./customer-login";
import { webmailPages } from "./webmail";

/**
 * Metadata of the customer-area pages (../shared/spec/public-site.md §2 "Page metadata"), for the
 * route table. Each of these pages imports its own module: they share no other code, and a shared
 * table was a chunk of its own that each of them loaded whole (decision 015).
 */
export const customerPages: PageMetaTable = {
  ...webmailPages,
  ...customerAreaPages,
  ...customerLoginPages,
};
