import type { AdminTabDeclaration, EntityManifest } from "#features/shared/entity-manifest";
import { adminManifest } from "#features/admin/admin.manifest";
import { heroManifest } from "#features/hero/hero.manifest";
import { blogManifest } from "#features/blog/blog.manifest";
import { clientsManifest } from "#features/clients/clients.manifest";
import { partnersManifest } from "#features/partners/partners.manifest";
import { softwareManifest } from "#features/software/software.manifest";
import { solutionsManifest } from "#features/solutions/solutions.manifest";
import { mediaManifest } from "#features/media/media.manifest";
import { navigationManifest } from "#features/navigation/navigation.manifest";
import { contactManifest } from "#features/contact/contact.manifest";
import { customersManifest } from "#features/customers/customers.manifest";
import { serviceTemplatesManifest } from "#features/service-templates/service-templates.manifest";
import { customerServicesManifest } from "#features/customer-services/customer-services.manifest";
import { ticketsManifest } from "#features/tickets/tickets.manifest";
import { requestsManifest } from "#features/requests/requests.manifest";
import { communicationsManifest } from "#features/communications/communications.manifest";
import { settingsManifest } from "#features/settings/settings.manifest";
import { redirectsManifest } from "#features/redirects/redirects.manifest";
import { adminUsersManifest } from "#features/admin-users/admin-users.manifest";
import { personalDataManifest } from "#features/personal-data/personal-data.manifest";
import { activityManifest } from "#features/activity/activity.manifest";
import { authManifest } from "#features/auth/auth.manifest";
import { renewalsManifest } from "#features/renewals/renewals.manifest";
import { seoManifest } from "#features/seo/seo.manifest";
import { pagesManifest } from "#features/pages/pages.manifest";
import { cannedRepliesManifest } from "#features/canned-replies/canned-replies.manifest";
import { hoursManifest } from "#features/hours/hours.manifest";
import { guidesManifest } from "#features/guides/guides.manifest";

/**
 * Every feature's browser-safe manifest (decision 055), in the sidebar's order: the tab
 * registry, the role map's areas and the activity log's words read this list. The server half
 * is features/manifests.server.ts. A new entity adds its import and one line here (`npm run new:entity`
 * writes it).
 */
export const manifests = [
  adminManifest,
  heroManifest,
  blogManifest,
  pagesManifest,
  navigationManifest,
  clientsManifest,
  partnersManifest,
  softwareManifest,
  solutionsManifest,
  mediaManifest,
  guidesManifest,
  contactManifest,
  customersManifest,
  serviceTemplatesManifest,
  customerServicesManifest,
  ticketsManifest,
  cannedRepliesManifest,
  requestsManifest,
  communicationsManifest,
  settingsManifest,
  redirectsManifest,
  adminUsersManifest,
  personalDataManifest,
  activityManifest,
  authManifest,
  renewalsManifest,
  seoManifest,
  hoursManifest,
] as const;

type Manifest = (typeof manifests)[number];

/** The areas the manifests declare (a union of their literal ids). */
export type ManifestArea = Manifest extends infer M
  ? M extends EntityManifest<infer A>
    ? A
    : never
  : never;

/** The tabs the manifests declare, each with its literal id. */
export type ManifestTab = Manifest extends infer M
  ? M extends EntityManifest<string, infer T extends AdminTabDeclaration>
    ? T
    : never
  : never;
