import { describe, expect, it } from "vitest";
import { adminCredentialsFormSchema, adminCredentialsSchema } from "./credentials.schema";

const form = {
  username: "admin",
  newPassword: "segreta-lunga-1",
  confirmPassword: "segreta-lunga-1",
  currentPassword: "attuale",
};

const messages = (input: unknown) => {
  const result = adminCredentialsFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("adminCredentialsFormSchema", () => {
  it("accepts a valid form and trims the username", () => {
    expect(adminCredentialsFormSchema.parse({ ...form, username: " admin " }).username).toBe(
      "admin",
    );
  });

  it("uses the spec's messages", () => {
    expect(messages({ ...form, username: "" })).toEqual([
      "username: Username e password sono obbligatori",
    ]);
    expect(messages({ ...form, newPassword: "", confirmPassword: "" })).toEqual([
      "newPassword: Username e password sono obbligatori",
    ]);
    expect(messages({ ...form, newPassword: "12345", confirmPassword: "12345" })).toEqual([
      "newPassword: La password deve avere almeno 12 caratteri",
    ]);
    // Eleven characters are not enough for an administrator; "è" counts as one.
    expect(
      messages({ ...form, newPassword: "perché-dieci", confirmPassword: "perché-dieci" }),
    ).toEqual([]);
    expect(
      messages({ ...form, newPassword: "undici-car.", confirmPassword: "undici-car." }),
    ).toEqual(["newPassword: La password deve avere almeno 12 caratteri"]);
    expect(messages({ ...form, username: "ab" })).toEqual([
      "username: Username deve essere di almeno 3 caratteri",
    ]);
    expect(messages({ ...form, confirmPassword: "segreta-lunga-2" })).toEqual([
      "confirmPassword: Le password non corrispondono",
    ]);
    expect(messages({ ...form, currentPassword: "" })).toEqual([
      "currentPassword: Inserisci la password attuale",
    ]);
  });

  it("the server schema ignores the confirmation field", () => {
    const { confirmPassword: _unused, ...body } = form;
    expect(adminCredentialsSchema.parse({ ...body, confirmPassword: "altro" })).toEqual(body);
  });
});
