import { describe, expect, it } from "vitest";
import { usesSiteShell } from "./site-shell";

describe("usesSiteShell", () => {
  it("frames public pages, including the customer login", () => {
    for (const path of [
      "/",
      "/servizi",
      "/blog/un-articolo",
      "/customer/login",
      "/area-clienti",
      "/administration",
    ]) {
      expect(usesSiteShell(path)).toBe(true);
    }
  });
  it("leaves the back office and the customer dashboard to their own frame", () => {
    for (const path of [
      "/admin",
      "/admin/login",
      "/admin/dashboard",
      "/customer/dashboard",
      "/customer/dashboard/servizi",
    ]) {
      expect(usesSiteShell(path)).toBe(false);
    }
  });
});
