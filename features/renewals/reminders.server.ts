import { and, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  customerServices,
  customerUsers,
  renewalReminders,
  serviceTemplates,
  siteSettings,
} from "#db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { isReservedAddress } from "../mail/reserved-domains";
import { getSiteSettings } from "../settings/settings.server";
import { publicSiteUrl } from "../settings/site-settings";
import { deriveServicePricing } from "../customer-services/customer-view";
import { dayFields, romeDay } from "#kit/lib/dates";
import { DEFAULT_RENEWAL_DAYS, parseRenewalDays, RENEWAL_DAYS_KEY } from "./reminder-days";
import {
  companyReminderMail,
  customerReminderMail,
  type ReminderFacts,
  type ReminderLinks,
} from "./renewal-mail";

/**
 * Renewal reminders (decision 033). For every active service that has not expired yet and still
 * renews (no cancellation approved "alla scadenza", decision 046), the
 * threshold due is the smallest configured number of days that is not less than the calendar
 * days (in Rome) left before its expiry day: the most recent threshold passed. It is sent once
 * per (service, threshold, expiry date): the reminder row is inserted with ON CONFLICT DO
 * NOTHING in the transaction that queues the two mails, so concurrent runs on any number of
 * instances queue them once, and a run after downtime sends only the threshold due now (never
 * the earlier ones it missed). A new expiry date starts again.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type ReminderRunOptions = {
  /** Where the company's copy goes (env.MAIL_TO). */
  mailTo: string;
  /** PUBLIC_SITE_URL (env.siteUrl): the link's origin while the site_domain setting is empty. */
  siteUrl: string;
  now?: Date;
};

export type ReminderRunReport = { due: number; sent: number };

/** The configured days, largest first (the default when the setting is missing or unreadable). */
export async function readRenewalDays(db: Database): Promise<number[]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, RENEWAL_DAYS_KEY));
  return parseRenewalDays(row?.value ?? "") ?? parseRenewalDays(DEFAULT_RENEWAL_DAYS)!;
}

const utcDay = (day: string) => {
  const fields = dayFields(day)!;
  return Date.UTC(fields.year, fields.month - 1, fields.day);
};

/** Calendar days in Rome from `now`'s day to `expiry`'s day (0: it expires today). */
export function daysUntil(expiry: Date, now: Date): number {
  return Math.round((utcDay(romeDay(expiry)) - utcDay(romeDay(now))) / DAY_MS);
}

/** The threshold due with `daysLeft` days left: the smallest of `days` not below it, or null. */
export function dueThreshold(daysLeft: number, days: readonly number[]): number | null {
  const passed = days.filter((day) => day >= daysLeft);
  return passed.length > 0 ? Math.min(...passed) : null;
}

/** One pass over the services; safe to run at any time, any number of times, anywhere. */
export async function runRenewalReminders(
  db: Database,
  options: ReminderRunOptions,
): Promise<ReminderRunReport> {
  const now = options.now ?? new Date();
  const days = await readRenewalDays(db);
  const horizon = new Date(now.getTime() + (Math.max(...days) + 2) * DAY_MS);
  const services = await db
    .select({
      id: customerServices.id,
      serviceName: customerServices.serviceName,
      expiryDate: customerServices.expiryDate,
      customPrice: customerServices.customPrice,
      customPricePeriod: customerServices.customPricePeriod,
      templateType: serviceTemplates.type,
      basePrice: serviceTemplates.basePrice,
      basePricePeriod: serviceTemplates.basePricePeriod,
      firstName: customerUsers.firstName,
      lastName: customerUsers.lastName,
      email: customerUsers.email,
      companyName: customerUsers.companyName,
    })
    .from(customerServices)
    .innerJoin(customerUsers, eq(customerUsers.id, customerServices.customerId))
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(
      and(
        eq(customerServices.status, "active"),
        // A service whose cancellation was approved "alla scadenza" does not renew (decision 046).
        isNull(customerServices.endsAt),
        gt(customerServices.expiryDate, now),
        lt(customerServices.expiryDate, horizon),
      ),
    );
  const due = services.flatMap((service) => {
    // The demo customers' example addresses are never written to on the job's own initiative.
    if (isReservedAddress(service.email)) return [];
    const daysLeft = daysUntil(service.expiryDate, now);
    const threshold = dueThreshold(daysLeft, days);
    return threshold === null ? [] : [{ service, daysLeft, threshold }];
  });
  if (due.length === 0) return { due: 0, sent: 0 };

  // Those already recorded are skipped without a transaction; the insert below decides races.
  const recorded = await db
    .select({
      serviceId: renewalReminders.serviceId,
      daysBefore: renewalReminders.daysBefore,
      expiryDate: renewalReminders.expiryDate,
    })
    .from(renewalReminders)
    .where(
      inArray(
        renewalReminders.serviceId,
        due.map((entry) => entry.service.id),
      ),
    );
  const keyOf = (serviceId: number, daysBefore: number, expiry: Date) =>
    `${serviceId}/${daysBefore}/${expiry.getTime()}`;
  const done = new Set(recorded.map((r) => keyOf(r.serviceId, r.daysBefore, r.expiryDate)));
  const pending = due.filter(
    ({ service, threshold }) => !done.has(keyOf(service.id, threshold, service.expiryDate)),
  );
  if (pending.length === 0) return { due: due.length, sent: 0 };

  const settings = await getSiteSettings(db);
  const links: ReminderLinks = {
    siteUrl: publicSiteUrl(settings, options.siteUrl),
    company: settings,
  };
  let sent = 0;
  for (const { service, daysLeft, threshold } of pending) {
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(renewalReminders)
        .values({ serviceId: service.id, daysBefore: threshold, expiryDate: service.expiryDate })
        .onConflictDoNothing()
        .returning({ id: renewalReminders.id });
      if (!row) return false;
      const facts: ReminderFacts = {
        serviceId: service.id,
        serviceName: service.serviceName,
        expiryDate: service.expiryDate,
        daysLeft,
        price: deriveServicePricing(service).price,
        customer: service,
      };
      await enqueueMail(tx, { to: service.email, ...customerReminderMail(facts, links) });
      await enqueueMail(tx, {
        to: options.mailTo,
        replyTo: service.email,
        ...companyReminderMail(facts, links),
      });
      return true;
    });
    if (queued) sent++;
  }
  return { due: due.length, sent };
}
