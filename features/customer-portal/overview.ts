import { expiringServices } from "../customer-services/customer-view";
import type { ServiceStatus } from "../customer-services/customer-service-values";

/**
 * The rules of the 'Panoramica' section (../shared/spec/back-office.md §2, §9). Pure and
 * browser-safe.
 *
 * 'Servizi in Scadenza': the services still running (active or suspended: an expired or
 * cancelled service will not renew, so it is not "about to expire") whose expiry is more than 0
 * and at most 30 x 24 hours after now (exact time, the rule of customer-view.ts
 * `isExpiringSoon`: expiring now or earlier is out, exactly 30 days is in, 30 days and a
 * millisecond is out), soonest first, at most 3.
 */
export const RUNNING_SERVICE_STATUSES: readonly ServiceStatus[] = ["active", "suspended"];

export function expiringForCustomer<T extends { status: ServiceStatus; expiryDate: Date | string }>(
  services: readonly T[],
  now: Date = new Date(),
): T[] {
  return expiringServices(
    services.filter((service) => RUNNING_SERVICE_STATUSES.includes(service.status)),
    now,
  );
}

/** 'Servizi attivi': the services whose status is active. */
export const countActiveServices = (services: readonly { status: ServiceStatus }[]) =>
  services.filter((service) => service.status === "active").length;
