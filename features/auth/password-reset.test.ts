import { describe, expect, it } from "vitest";
import {
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from "./password-reset.schema";
import { resetLink, resetMail } from "./password-reset.server";
import { hashLinkToken } from "./single-use-link.server";

describe("password reset rules", () => {
  it("normalizes the e-mail and refuses malformed ones", () => {
    expect(forgotPasswordSchema.parse({ email: " Mario@Example.IT " }).email).toBe(
      "mario@example.it",
    );
    expect(forgotPasswordSchema.safeParse({ email: "mario" }).error?.issues[0]?.message).toBe(
      "Email non valida",
    );
  });

  it("accepts only 43-character base64url tokens and 10+ character passwords", () => {
    const token = "a".repeat(43);
    expect(resetPasswordSchema.safeParse({ token, newPassword: "Vendemmia-26" }).success).toBe(
      true,
    );
    expect(
      resetPasswordSchema.safeParse({ token: `${token}=`, newPassword: "Vendemmia-26" }).error
        ?.issues[0]?.message,
    ).toBe("Il link non è valido o è scaduto. Richiedi un nuovo link.");
    expect(
      resetPasswordSchema.safeParse({ token, newPassword: "123456789" }).error?.issues[0]?.message,
    ).toBe("La password deve avere almeno 10 caratteri");
    expect(
      resetPasswordFormSchema.safeParse({
        newPassword: "Vendemmia-26",
        confirmPassword: "Vendemmia-27",
      }).error?.issues[0]?.message,
    ).toBe("Le password non corrispondono");
  });

  it("stores a hex SHA-256 of the token and mails a link to the reset page", () => {
    expect(hashLinkToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(resetLink("https://www.example.it/", "tok")).toBe(
      "https://www.example.it/customer/reimposta-password?token=tok",
    );
    const mail = resetMail("Mario", "Scaligera Digital", "https://x/y");
    expect(mail.text).toContain("Gentile Mario,");
    expect(mail.text).toContain("https://x/y");
    expect(mail.text).toContain("entro un'ora");
  });
});
