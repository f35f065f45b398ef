import { request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, romeDay } from "#kit/lib/dates";

/** A decided request's card shows its 'Cronologia' (decision 032, issue 13). */
test.setTimeout(120_000);

test("a decided renewal request shows its Cronologia: status and notes, from → to", async ({
  adminPage: page,
  baseURL,
}) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `storia.${id}@example.it`;
  const admin = page.request;
  const created = await admin.post("/api/admin/customers", {
    data: {
      firstName: "Lucia",
      lastName: `Storia${id}`,
      email,
      passwordHash: "Storia-2026!",
      companyName: `Storia ${id}`,
    },
  });
  expect(created.status()).toBe(201);
  const customerId = ((await created.json()) as { id: number }).id;
  const template = await admin.post("/api/admin/service-templates", {
    data: {
      name: `Dominio ${id}`,
      category: "hosting",
      type: "yearly",
      basePrice: 15,
      basePricePeriod: "yearly",
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const templateId = ((await template.json()) as { id: number }).id;
  const client = await request.newContext({ baseURL });
  try {
    const day = (days: number) => addDays(romeDay(new Date()), days);
    const serviceName = `Dominio Storia ${id}`;
    const service = await admin.post(`/api/admin/customers/${customerId}/services`, {
      data: {
        templateId,
        serviceName,
        startDate: day(-300),
        expiryDate: day(20),
        status: "active",
      },
    });
    expect(service.status(), await service.text()).toBe(201);
    const serviceId = ((await service.json()) as { id: number }).id;
    const login = await client.post("/api/customer/login", {
      data: { email, password: "Storia-2026!" },
    });
    expect(login.status()).toBe(200);
    const filed = await client.post("/api/customer/renewal-requests", { data: { serviceId } });
    expect(filed.status(), await filed.text()).toBe(201);

    await page.goto(
      `/admin/dashboard?tab=requests&kind=renewal&q=${encodeURIComponent(serviceName)}`,
    );
    const row = page.getByTestId("renewal-request").filter({ hasText: serviceName });
    await row.getByRole("button", { name: `Approva il rinnovo di ${serviceName}` }).click();
    const decide = page.getByRole("dialog", { name: "Approva il rinnovo" });
    // Pending, the card has the buttons and no history: nothing has been decided yet.
    await expect(row.getByTestId("entity-history")).toHaveCount(0);
    await decide.getByLabel("Note per il cliente").fill("Rinnovato per un anno.");
    await decide.getByRole("button", { name: "Conferma approvazione" }).click();
    await expect(decide).toBeHidden();
    const history = row.getByTestId("entity-history");
    await history.getByText("Cronologia").click();
    await expect(history).toContainText("Stato: In attesa → Approvata");
    await expect(history).toContainText("Rinnovato per un anno.");
  } finally {
    expect((await admin.delete(`/api/admin/customers/${customerId}`)).status()).toBe(204);
    expect((await admin.delete(`/api/admin/service-templates/${templateId}`)).status()).toBe(204);
    await client.dispose();
  }
});
