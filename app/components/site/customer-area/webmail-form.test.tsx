import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { WebmailForm } from "./webmail-form";
import { webmailErrors, webmailReady } from "./webmail-rules";

function render(webmailUrl: string | null) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <WebmailForm webmailUrl={webmailUrl} /> },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("WebmailForm", () => {
  it("posts LOGIN, PASSWD and the fixed settings to WEBMAIL_URL", () => {
    const html = render("https://webmail.scaligeradigital.example/login");
    expect(html).toContain('method="post"');
    expect(html).toContain('action="https://webmail.scaligeradigital.example/login"');
    expect(html).toMatch(/<input type="hidden" name="ACTION" value="login"\/>/);
    expect(html).toMatch(/<input type="hidden" name="LANGUAGE" value="it"\/>/);
    const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
    expect(input("LOGIN")).toContain('maxLength="256"');
    expect(input("LOGIN")).toContain('type="email"');
    expect(input("PASSWD")).toContain('maxLength="256"');
    expect(input("PASSWD")).toContain('type="password"');
    expect(html).toContain("riservato ai clienti registrati");
    expect(html).toContain('href="/contatti"');
    expect(html).not.toContain("non è al momento disponibile");
    // Empty fields: the button starts disabled.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it("explains that the webmail is not configured and keeps the button disabled", () => {
    const html = render(null);
    expect(html).toContain("non è al momento disponibile");
    expect(html).not.toContain("action=");
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});

describe("webmail rules", () => {
  it("requires both fields, at most 256 characters each", () => {
    expect(webmailReady({ login: "a@b.it", password: "x" })).toBe(true);
    expect(webmailReady({ login: "  ", password: "x" })).toBe(false);
    expect(webmailReady({ login: "a@b.it", password: "" })).toBe(false);
    expect(webmailErrors({ login: "", password: "" })).toEqual({
      login: "Inserisci l'indirizzo email",
      password: "Inserisci la password",
    });
    expect(webmailErrors({ login: "a".repeat(257), password: "p".repeat(257) })).toEqual({
      login: "L'email può contenere al massimo 256 caratteri",
      password: "La password può contenere al massimo 256 caratteri",
    });
    expect(webmailErrors({ login: "a".repeat(256), password: "p".repeat(256) })).toEqual({});
  });
});
