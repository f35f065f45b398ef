import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import type { Download } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  createCustomer,
  preparePage,
  signIn,
  toasts,
  uniqueEmail,
} from "./helpers/customer-portal";

/**
 * Personal-data requests (GDPR art. 15, 17, 20; decision 034): the customer downloads their own
 * export from Dati Personali; the admin finds the same address in 'Dati personali', exports it,
 * and erases it after the confirmation listing what goes and what stays anonymised.
 */

async function zipEntries(download: Download) {
  const path = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

test("a customer's export, then the admin's search, export and erasure", async ({
  page,
  adminPage,
  baseURL,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("gdpr");
  const password = "Privacy-2026!";
  await createCustomer(baseURL!, email, password);

  // The customer downloads their own data.
  await preparePage(page);
  await signIn(page, { email, password });
  await page.goto("/customer/dashboard?sezione=dati-personali");
  const own = page.getByRole("link", { name: "Scarica i miei dati" });
  await expect(own).toBeVisible();
  const [ownDownload] = await Promise.all([page.waitForEvent("download"), own.click()]);
  expect(ownDownload.suggestedFilename()).toMatch(/^dati-personali-.+\.zip$/);
  const ownZip = await zipEntries(ownDownload);
  expect(JSON.parse(ownZip["profilo.json"]!)).toEqual([
    expect.objectContaining({ email, firstName: "Laura", lastName: "Ferrari" }),
  ]);
  expect(JSON.parse(ownZip["sessioni.json"]!).length).toBeGreaterThan(0);

  // The admin finds the address.
  await adminPage.goto("/admin/dashboard?tab=personal-data");
  await expect(adminPage.getByRole("heading", { level: 2, name: "Dati personali" })).toBeVisible();
  const field = adminPage.getByLabel("Indirizzo e-mail");
  await field.fill("non-valida");
  await adminPage.getByRole("button", { name: "Cerca" }).click();
  await expect(adminPage.getByText("Inserisci un indirizzo e-mail valido")).toBeVisible();
  await field.fill(email.toUpperCase());
  await adminPage.getByRole("button", { name: "Cerca" }).click();
  const counts = adminPage.getByTestId("personal-data-counts");
  await expect(counts.getByRole("row", { name: /Profilo cliente/ })).toContainText("1");
  await expect(counts.getByRole("row", { name: /Sessioni/ })).toBeVisible();
  await expect(adminPage.getByText("Cliente registrato: Laura Ferrari.")).toBeVisible();
  await expectNoAxeViolations(adminPage);

  // Export.
  const [download] = await Promise.all([
    adminPage.waitForEvent("download"),
    adminPage.getByRole("link", { name: "Esporta ZIP" }).click(),
  ]);
  const zip = await zipEntries(download);
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining(["LEGGIMI.txt", "profilo.json", "profilo.csv", "servizi.json"]),
  );
  expect(zip["profilo.csv"]).toContain(email);

  // Erase: the confirmation lists what goes first; Annulla changes nothing.
  await adminPage.getByRole("button", { name: "Cancella..." }).click();
  const dialog = adminPage.getByRole("alertdialog", { name: "Cancellare i dati personali?" });
  await expect(dialog).toContainText("Verranno eliminati");
  await expect(dialog).toContainText("Profilo cliente: 1");
  await expect(dialog).toContainText("Sessioni (solo date): 1");
  await expectNoAxeViolations(adminPage);
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toBeHidden();
  await expect(counts).toBeVisible();

  await adminPage.getByRole("button", { name: "Cancella..." }).click();
  await dialog.getByRole("button", { name: "Cancella definitivamente" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(adminPage)).toContainText("Dati personali cancellati");
  await expect(
    adminPage.getByText("Nessun dato personale trovato per questo indirizzo."),
  ).toBeVisible();

  // The customer is gone: the session no longer works and the account cannot sign in.
  expect((await page.request.get("/api/customer/profile")).status()).toBe(401);
  const login = await page.request.post("/api/customer/login", { data: { email, password } });
  expect(login.status()).toBe(401);
});
