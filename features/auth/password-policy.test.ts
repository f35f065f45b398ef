import { describe, expect, it } from "vitest";
import {
  commonPasswordCount,
  isCommonPassword,
  passwordPolicyProblem,
  refuseCommonPasswords,
} from "./common-passwords.server";
import { z } from "#kit/lib/zod";
import {
  newPasswordField,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordRuleText,
} from "./password-policy";

describe("password policy (browser-safe part)", () => {
  it("asks 12 characters of administrators and 10 of customers, at most 256", () => {
    expect(PASSWORD_MIN_LENGTH).toEqual({ admin: 12, customer: 10 });
    const admin = newPasswordField("admin");
    const customer = newPasswordField("customer");
    expect(admin.safeParse("Undici-2026").error?.issues[0]?.message).toBe(
      "La password deve avere almeno 12 caratteri",
    );
    expect(admin.safeParse("Dodici--2026").success).toBe(true);
    expect(customer.safeParse("Nove-2026").error?.issues[0]?.message).toBe(
      "La password deve avere almeno 10 caratteri",
    );
    expect(customer.safeParse("Dieci-2026").success).toBe(true);
    expect(customer.safeParse("x".repeat(257)).error?.issues[0]?.message).toBe(
      "La password può contenere al massimo 256 caratteri",
    );
    expect(
      newPasswordField("customer", "Password richiesta").safeParse(undefined).error?.issues[0]
        ?.message,
    ).toBe("Password richiesta");
  });

  it("counts characters as people see them", () => {
    expect(passwordLength("città-più-già")).toBe(13);
    expect(passwordLength("🔑🔑🔑🔑🔑")).toBe(5);
    expect(newPasswordField("customer").safeParse("🔑".repeat(9)).success).toBe(false);
  });

  it("explains the rule in Italian", () => {
    expect(passwordRuleText("admin")).toMatch(/^Almeno 12 caratteri\. Le password più comuni/);
    expect(passwordRuleText("customer")).toMatch(/^Almeno 10 caratteri\./);
  });
});

describe("common passwords (server only)", () => {
  it("holds a list of tens of thousands of passwords, checked in any case", () => {
    expect(commonPasswordCount).toBeGreaterThan(10_000);
    for (const password of ["password", "12345678", "admin123", "qwertyuiop", "administrator"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("PassWord")).toBe(true);
    expect(isCommonPassword("QWERTY123456")).toBe(true);
    expect(isCommonPassword(" 1234567890 ")).toBe(true);
    expect(isCommonPassword("Cliente2026!")).toBe(false);
    expect(isCommonPassword("e2e-admin-password")).toBe(false);
  });

  it("names the first broken rule, e.g. for ADMIN_PASSWORD", () => {
    expect(passwordPolicyProblem("admin123", "admin")).toBe(
      "La password deve avere almeno 12 caratteri",
    );
    expect(passwordPolicyProblem("Administrator", "admin")).toBe(
      "Questa password è troppo comune: scegline una meno prevedibile",
    );
    expect(passwordPolicyProblem("Scaligera-Admin-2026", "admin")).toBeNull();
    expect(passwordPolicyProblem("1234567890", "customer")).toBe(
      "Questa password è troppo comune: scegline una meno prevedibile",
    );
  });

  it("adds the check to a schema at the field's path, leaving blank values alone", () => {
    const schema = refuseCommonPasswords(
      z.object({ newPassword: z.string().nullish() }),
      "newPassword",
    );
    expect(schema.safeParse({ newPassword: "Qwertyuiop" }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["newPassword"],
        message: "Questa password è troppo comune: scegline una meno prevedibile",
      }),
    ]);
    expect(schema.safeParse({ newPassword: "" }).success).toBe(true);
    expect(schema.safeParse({ newPassword: null }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
  });
});
