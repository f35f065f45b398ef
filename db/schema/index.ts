// The tables of the features written before the manifests (decision 055), re-exported for the
// code that imports them from here. drizzle-kit reads every features/**/*.table.ts itself and
// each feature's server manifest lists its tables, so a new entity needs no line here: its code
// imports its table from its own folder.
export * from "#features/partners/partners.table";
export * from "#features/solutions/solutions.table";
export * from "#features/hero/hero.table";
export * from "#features/blog/blog.table";
export * from "#features/clients/clients.table";
export * from "#features/software/software.table";
export * from "#features/settings/settings.table";
export * from "#features/policy/policy.table";
export * from "#features/service-templates/service-templates.table";
export * from "#features/customer-services/customer-services.table";
export * from "#features/tickets/tickets.table";
export * from "#features/communications/communications.table";
export * from "#features/requests/requests.table";
export * from "#features/customers/customers.table";
export * from "#features/auth/auth.table";
export * from "#features/contact/contact.table";
export * from "#features/consent/consent.table";
export * from "#features/mail/mail.table";
export * from "#features/renewals/renewals.table";
export * from "#server/shared-state/shared-state.table";
export * from "#features/auth/two-factor/two-factor.table";
export * from "#features/auth/trusted-device/trusted-device.table";
export * from "#features/admin-users/admin-users.table";
export * from "#features/activity/activity.table";
