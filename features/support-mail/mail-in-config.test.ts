import { describe, expect, it } from "vitest";
import { readEnv } from "#server/env";

describe("the mail-in's configuration", () => {
  const imap = {
    IMAP_URL: "imaps://mail.example.it",
    IMAP_USER: "supporto@example.it",
    IMAP_PASSWORD: "segreta",
    SUPPORT_EMAIL: "supporto@example.it",
  };

  it("is off without IMAP_URL", () => {
    expect(readEnv({}).mailIn).toBeNull();
  });

  it("reads the mailbox's address, TLS and port from IMAP_URL", () => {
    expect(readEnv(imap).mailIn).toEqual({
      host: "mail.example.it",
      port: 993,
      secure: true,
      user: "supporto@example.it",
      password: "segreta",
      mailbox: "INBOX",
    });
    expect(
      readEnv({ ...imap, IMAP_URL: "imap://127.0.0.1:3143", IMAP_MAILBOX: "Assistenza" }).mailIn,
    ).toMatchObject({ host: "127.0.0.1", port: 3143, secure: false, mailbox: "Assistenza" });
  });

  it("stops the start with an Italian message when something is missing or wrong", () => {
    expect(() => readEnv({ IMAP_URL: "imap://mail.example.it" })).toThrow(
      "IMAP_URL: imposta anche IMAP_USER, IMAP_PASSWORD, SUPPORT_EMAIL",
    );
    expect(() => readEnv({ ...imap, IMAP_URL: "https://mail.example.it" })).toThrow(
      "IMAP_URL deve iniziare con imap:// o imaps://",
    );
    expect(() => readEnv({ SUPPORT_EMAIL: "supporto+x@example.it" })).toThrow("SUPPORT_EMAIL");
  });
});
