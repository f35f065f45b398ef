import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Database } from "#db/client";
import { adminInvitations, passwordResetTokens } from "#db/schema";
import { test } from "#tests/helpers/fixtures";
import { updateAdminCredentials } from "#features/admin/credentials.server";
import { acceptInvitation, invitationIsLive } from "#features/admin-users/admin-users.server";
import { changeOwnPassword } from "#features/customer-portal/profile.server";
import { updateCustomer } from "#features/customers/customers.server";
import { addAdmin, addCustomer } from "./api/admin-session-fixtures";
import { resetPassword } from "./password-reset.server";
import { hashLinkToken } from "./single-use-link.server";

/**
 * Open password links die with the password or the e-mail they were mailed for (issue 21): every
 * path that changes a customer's or an admin's password or e-mail voids the account's open links.
 */
const PASSWORD = "Vecchia-Password-2026";
const NEW_PASSWORD = "Nuova-Password-2026";
const HOUR = 3_600_000;

let customers = 0;
const newCustomer = (db: Database) =>
  addCustomer(db, { email: `link${++customers}@example.it`, password: PASSWORD });

/** An open link of the account, as mailNewLink stores it; its token. */
async function openLink(db: Database, kind: "customer" | "admin", userId: number) {
  const token = randomBytes(32).toString("base64url");
  const link = { tokenHash: hashLinkToken(token), expiresAt: new Date(Date.now() + HOUR) };
  if (kind === "customer") {
    await db.insert(passwordResetTokens).values({ ...link, customerId: userId });
  } else {
    await db.insert(adminInvitations).values({ ...link, adminId: userId });
  }
  return token;
}

test("a customer's reset link dies when they change their own password", async ({ db }) => {
  const id = await newCustomer(db);
  const token = await openLink(db, "customer", id);
  await changeOwnPassword(db, id, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, null);
  expect(await resetPassword(db, token, "Altra-Password-2026")).toBeNull();
});

test("a customer's reset link dies when the company sets the password or the e-mail", async ({
  db,
}) => {
  const id = await newCustomer(db);
  const kept = await openLink(db, "customer", id);
  // Another field alone leaves the link open.
  await updateCustomer(db, id, { phone: "+39 045 000 0000", email: `link${customers}@example.it` });
  const byPassword = await openLink(db, "customer", id);
  await updateCustomer(db, id, { passwordHash: NEW_PASSWORD });
  expect(await resetPassword(db, byPassword, "Altra-Password-2026")).toBeNull();
  expect(await resetPassword(db, kept, "Altra-Password-2026")).toBeNull();

  const other = await newCustomer(db);
  const byEmail = await openLink(db, "customer", other);
  await updateCustomer(db, other, { email: "nuovo-indirizzo@example.it" });
  expect(await resetPassword(db, byEmail, "Altra-Password-2026")).toBeNull();

  const untouched = await newCustomer(db);
  const live = await openLink(db, "customer", untouched);
  await updateCustomer(db, untouched, { phone: "+39 045 111 1111" });
  expect(await resetPassword(db, live, "Altra-Password-2026")).not.toBeNull();
});

test("a reset spends every open link of the customer", async ({ db }) => {
  const id = await newCustomer(db);
  const first = await openLink(db, "customer", id);
  const second = await openLink(db, "customer", id);
  expect(await resetPassword(db, second, NEW_PASSWORD)).not.toBeNull();
  expect(await resetPassword(db, first, "Altra-Password-2026")).toBeNull();
});

test("an admin's open links die when they change their password or accept one", async ({ db }) => {
  const id = await addAdmin(db, { username: "collegamenti", password: PASSWORD });
  const token = await openLink(db, "admin", id);
  const changed = await updateAdminCredentials(db, id, {
    username: "collegamenti",
    currentPassword: PASSWORD,
    newPassword: NEW_PASSWORD,
  });
  expect(changed.ok).toBe(true);
  expect(await invitationIsLive(db, token)).toBeNull();

  const used = await openLink(db, "admin", id);
  const other = await openLink(db, "admin", id);
  expect(await acceptInvitation(db, used, "Altra-Password-2026")).not.toBeNull();
  expect(await invitationIsLive(db, other)).toBeNull();
});
