import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("lets forms post to the site itself only", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" }, { production: true, analytics: false });
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });

  it("adds the configured webmail's origin, and nothing else, for the /webmail form", () => {
    const policy = contentSecurityPolicy(
      { nonce: "abc" },
      {
        production: true,
        analytics: false,
        webmailUrl: "https://webmail.scaligeradigital.example/login?lang=it",
      },
    );
    expect(directive(policy, "form-action")).toBe(
      "form-action 'self' https://webmail.scaligeradigital.example",
    );
  });
});

describe("contentSecurityPolicy for a page from the public cache", () => {
  it("lists the hashes of its inline scripts instead of a nonce", () => {
    const policy = contentSecurityPolicy(
      { hashes: ["'sha256-AAAA'", "'sha256-BBBB'"] },
      { production: true, analytics: true },
    );
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB' 'strict-dynamic' https://www.googletagmanager.com",
    );
    expect(policy).not.toContain("nonce-");
  });

  it("keeps the per-request nonce for pages rendered for one request", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" }, { production: true, analytics: false });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
  });
});
