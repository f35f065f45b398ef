import type { ServerManifest } from "#features/shared/entity-manifest.server";
import { adminServer } from "#features/admin/admin.manifest.server";
import { heroServer } from "#features/hero/hero.manifest.server";
import { blogServer } from "#features/blog/blog.manifest.server";
import { clientsServer } from "#features/clients/clients.manifest.server";
import { partnersServer } from "#features/partners/partners.manifest.server";
import { softwareServer } from "#features/software/software.manifest.server";
import { solutionsServer } from "#features/solutions/solutions.manifest.server";
import { mediaServer } from "#features/media/media.manifest.server";
import { navigationServer } from "#features/navigation/navigation.manifest.server";
import { contactServer } from "#features/contact/contact.manifest.server";
import { customersServer } from "#features/customers/customers.manifest.server";
import { serviceTemplatesServer } from "#features/service-templates/service-templates.manifest.server";
import { customerServicesServer } from "#features/customer-services/customer-services.manifest.server";
import { ticketsServer } from "#features/tickets/tickets.manifest.server";
import { requestsServer } from "#features/requests/requests.manifest.server";
import { communicationsServer } from "#features/communications/communications.manifest.server";
import { settingsServer } from "#features/settings/settings.manifest.server";
import { adminUsersServer } from "#features/admin-users/admin-users.manifest.server";
import { personalDataServer } from "#features/personal-data/personal-data.manifest.server";
import { activityServer } from "#features/activity/activity.manifest.server";
import { authServer } from "#features/auth/auth.manifest.server";
import { customerPortalServer } from "#features/customer-portal/customer-portal.manifest.server";
import { consentServer } from "#features/consent/consent.manifest.server";
import { policyServer } from "#features/policy/policy.manifest.server";
import { mailServer } from "#features/mail/mail.manifest.server";
import { renewalsServer } from "#features/renewals/renewals.manifest.server";
import { redirectsServer } from "#features/redirects/redirects.manifest.server";
import { seoServer } from "#features/seo/seo.manifest.server";
import { sharedStateServer } from "#server/shared-state/shared-state.manifest.server";
import { pagesServer } from "#features/pages/pages.manifest.server";
import { versionsServer } from "#features/versions/versions.manifest.server";
import { supportMailServer } from "#features/support-mail/support-mail.manifest.server";
import { cannedRepliesServer } from "#features/canned-replies/canned-replies.manifest.server";
import { hoursServer } from "#features/hours/hours.manifest.server";
import { guidesServer } from "#features/guides/guides.manifest.server";

/**
 * Every feature's server manifest (decision 055): the API mounts (server/api/), the page cache's
 * public paths, the activity log's tables and the personal-data classification read this list.
 * Server-only: browser code reads features/manifests.ts. A new entity adds its import and one line here
 * (`npm run new:entity` writes it).
 */
export const serverManifests: readonly ServerManifest[] = [
  adminServer,
  heroServer,
  blogServer,
  clientsServer,
  partnersServer,
  softwareServer,
  solutionsServer,
  mediaServer,
  navigationServer,
  contactServer,
  customersServer,
  serviceTemplatesServer,
  customerServicesServer,
  ticketsServer,
  requestsServer,
  communicationsServer,
  settingsServer,
  adminUsersServer,
  personalDataServer,
  activityServer,
  authServer,
  customerPortalServer,
  consentServer,
  policyServer,
  mailServer,
  renewalsServer,
  redirectsServer,
  seoServer,
  pagesServer,
  versionsServer,
  supportMailServer,
  sharedStateServer,
  cannedRepliesServer,
  hoursServer,
  guidesServer,
];
