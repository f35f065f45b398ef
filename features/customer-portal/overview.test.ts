import { describe, expect, it } from "vitest";
import { countActiveServices, expiringForCustomer } from "./overview";
import type { ServiceStatus } from "../customer-services/customer-service-values";

const NOW = new Date("2026-03-10T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const service = (name: string, days: number, status: ServiceStatus = "active") => ({
  name,
  status,
  expiryDate: new Date(NOW.getTime() + days * DAY).toISOString(),
});

describe("expiringForCustomer", () => {
  it("keeps more than 0 and at most 30 days: edges 0, 1, 30, 31", () => {
    const list = [0, 1, 30, 31].map((d) => service(`d${d}`, d));
    expect(expiringForCustomer(list, NOW).map((s) => s.name)).toEqual(["d1", "d30"]);
  });

  it("is exact to the millisecond at both ends", () => {
    const justAfterNow = { ...service("a", 0), expiryDate: new Date(NOW.getTime() + 1) };
    const justOver30 = { ...service("b", 0), expiryDate: new Date(NOW.getTime() + 30 * DAY + 1) };
    expect(expiringForCustomer([justAfterNow, justOver30], NOW).map((s) => s.name)).toEqual(["a"]);
  });

  it("orders soonest first and keeps at most 3", () => {
    const list = [20, 3, 10, 1, 7].map((d) => service(`d${d}`, d));
    expect(expiringForCustomer(list, NOW).map((s) => s.name)).toEqual(["d1", "d3", "d7"]);
  });

  it("counts running services only (active, suspended), not expired or cancelled ones", () => {
    const list = [
      service("attivo", 5),
      service("sospeso", 6, "suspended"),
      service("scaduto", 4, "expired"),
      service("disdetto", 3, "cancelled"),
    ];
    expect(expiringForCustomer(list, NOW).map((s) => s.name)).toEqual(["attivo", "sospeso"]);
  });
});

describe("countActiveServices", () => {
  it("counts status active only", () => {
    const list = [service("a", 1), service("b", 1), service("c", 1, "suspended")];
    expect(countActiveServices(list)).toBe(2);
  });
});
