import { describe, expect, it } from "vitest";
import { getTableColumns, type Table } from "drizzle-orm";
import {
  adminUsers,
  blogPosts,
  cancellationRequests,
  certifiedPartners,
  clients,
  contactMessages,
  customerCommunications,
  customerServices,
  customerTickets,
  customerUsers,
  downloadableSoftware,
  heroVariants,
  infoRequests,
  renewalRequests,
  serviceTemplates,
  siteSettings,
  solutions,
} from "#db/schema";
import { ASSIGNMENT_ENTITY } from "#features/customer-services/customer-service-values";
import { fieldShow } from "./activity-fields";

/** Each entity of the log and the rows its writes diff (decision 032), plus what is sent apart. */
const logged: Record<string, { table?: Table; sent?: string[] }> = {
  blog: { table: blogPosts },
  "hero-variants": { table: heroVariants },
  solutions: { table: solutions },
  customers: { table: customerUsers },
  "service-templates": { table: serviceTemplates },
  "certified-partners": { table: certifiedPartners },
  clients: { table: clients },
  software: { table: downloadableSoftware },
  tickets: { table: customerTickets, sent: ["message", "isInternal"] },
  communications: { table: customerCommunications },
  [ASSIGNMENT_ENTITY]: { table: customerServices },
  contacts: { table: contactMessages },
  users: { table: adminUsers },
  settings: { table: siteSettings },
  activity: { table: siteSettings, sent: ["months"] },
  "info-requests": { table: infoRequests },
  "cancellation-requests": { table: cancellationRequests },
  "renewal-requests": { table: renewalRequests },
  "two-factor": { sent: ["required", "password", "code"] },
  credentials: { sent: ["username", "newPassword", "currentPassword"] },
  "personal-data": { sent: ["email"] },
};

describe("the activity log's field labels", () => {
  it("has an Italian label for every field any entity's writes log", () => {
    const missing = Object.entries(logged).flatMap(([entity, { table, sent = [] }]) =>
      [...(table ? Object.keys(getTableColumns(table)) : []), ...sent, "rows", "filters"]
        .filter((field) => !fieldShow(entity, field))
        .map((field) => `${entity}.${field}`),
    );
    expect(missing).toEqual([]);
  });
});
