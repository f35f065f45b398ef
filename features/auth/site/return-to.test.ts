import { describe, expect, it } from "vitest";
import { loginHref, loginRedirectFor, returnToOf, safeReturnTo } from "./return-to";

const renewal = "/customer/dashboard?sezione=servizi&rinnovo=12";

describe("safeReturnTo", () => {
  it("keeps a plain path of the kind's own area, with its query", () => {
    expect(safeReturnTo("customer", renewal)).toBe(renewal);
    expect(safeReturnTo("customer", "/customer/dashboard")).toBe("/customer/dashboard");
    expect(safeReturnTo("admin", "/admin/dashboard?tab=requests&kind=renewal")).toBe(
      "/admin/dashboard?tab=requests&kind=renewal",
    );
  });

  it.each([
    null,
    undefined,
    "",
    "//evil.example/customer/dashboard",
    "/\\evil.example",
    "/customer\\..\\admin",
    "https://evil.example/customer/dashboard",
    "javascript:alert(1)",
    "customer/dashboard",
    "/customer",
    "/admin/dashboard",
    "/area-clienti",
    "/customer//evil.example",
    "/customer/../admin/dashboard",
    "/customer/./dashboard",
    "/customer/%2e%2e/admin",
    "/customer/%2F%2Fevil.example",
    "/customer/dashboard#x",
    "/customer/dashboard?x=a b",
    "/customer/dashboard\n",
    `/customer/${"a".repeat(500)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnTo("customer", value)).toBeNull();
  });

  it("refuses the other area's pages", () => {
    expect(safeReturnTo("admin", renewal)).toBeNull();
  });
});

describe("loginHref", () => {
  it("is the plain login page without a return path", () => {
    expect(loginHref("customer", null)).toBe("/customer/login");
    expect(loginHref("admin", null, { accesso: "password" })).toBe("/admin/login?accesso=password");
  });

  it("carries the return path encoded, which the login page reads back", () => {
    const href = loginHref("customer", renewal, { accesso: "password" });
    expect(href).toBe(
      "/customer/login?accesso=password&ritorno=%2Fcustomer%2Fdashboard%3Fsezione%3Dservizi%26rinnovo%3D12",
    );
    expect(returnToOf("customer", new Request(`http://localhost${href}`))).toBe(renewal);
  });
});

describe("loginRedirectFor", () => {
  const at = (path: string) => new Request(`http://localhost${path}`);

  it("sends to the login carrying the page asked for", () => {
    expect(loginRedirectFor("customer", at(renewal))).toBe(
      `/customer/login?ritorno=${encodeURIComponent(renewal)}`,
    );
    expect(loginRedirectFor("admin", at("/admin/dashboard?tab=blog"))).toBe(
      "/admin/login?ritorno=%2Fadmin%2Fdashboard%3Ftab%3Dblog",
    );
  });

  it("sends to the plain login for the home itself or a page that is not a safe return", () => {
    expect(loginRedirectFor("customer", at("/customer/dashboard"))).toBe("/customer/login");
    expect(loginRedirectFor("customer", at("/customer/dashboard?q=%2F%2Fx"))).toBe(
      "/customer/login",
    );
  });
});
