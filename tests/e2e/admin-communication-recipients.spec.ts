import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { readMails, waitForMail } from "./helpers/mailbox";
import { addDays, romeDay } from "#kit/lib/dates";

/**
 * Comunicazioni never writes to many by accident (issue 22): the recipients are an explicit
 * choice, a send to several asks first with the server's count and names, and the mail is shown
 * as sent (greeting and closing added once). The mails are read from the capture SMTP server.
 */
test.setTimeout(90_000);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toasts = (page: Page) => page.locator("li[data-variant]");

async function created<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** A template and two customers with an active service of it; all removed by `cleanUp`. */
async function segment(api: APIRequestContext, id: string) {
  const template = await created<{ id: number }>(api, "/api/admin/service-templates", {
    name: `Posta Certificata ${id}`,
    category: "consulenza",
    type: "yearly",
    basePrice: 30,
    basePricePeriod: "yearly",
  });
  const customers: { id: number; name: string; email: string }[] = [];
  for (const [firstName, lastName] of [
    ["Giulia", `Conti${id}`],
    ["Marco", `Contini${id}`],
  ] as const) {
    const email = `${lastName.toLowerCase()}@example.it`;
    const customer = await created<{ id: number }>(api, "/api/admin/customers", {
      firstName,
      lastName,
      email,
      passwordHash: "Conti-Segmento-2026!",
      companyName: `Studio ${lastName}`,
    });
    await created(api, `/api/admin/customers/${customer.id}/services`, {
      templateId: template.id,
      serviceName: `PEC ${lastName}`,
      startDate: addDays(romeDay(new Date()), -10),
      expiryDate: addDays(romeDay(new Date()), 300),
      status: "active",
    });
    customers.push({ id: customer.id, name: `${firstName} ${lastName}`, email });
  }
  const cleanUp = async () => {
    for (const c of customers) await api.delete(`/api/admin/customers/${c.id}`);
    await api.delete(`/api/admin/service-templates/${template.id}`);
  };
  return { template: `Posta Certificata ${id} (Consulenza)`, customers, cleanUp };
}

test("a typed name never picks everyone; one mail to one; several only after asking", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  const id = unique();
  const { template, customers, cleanUp } = await segment(page.request, id);
  const [giulia, marco] = customers as [(typeof customers)[0], (typeof customers)[0]];
  try {
    await page.goto("/admin/dashboard?tab=communications");
    await expect(page.getByText("Caricamento...")).toHaveCount(0);
    const form = page.getByRole("form", { name: "Nuova comunicazione" });
    await expect(form.getByText("l'email aggiunge da sé il saluto")).toBeVisible();

    // --- One customer: the text typed matches her alone; ArrowDown + Enter picks her, never 'all'.
    const combobox = form.getByRole("combobox", { name: "Cliente", exact: true });
    await combobox.fill(`Conti${id}`);
    const listbox = form.getByRole("listbox", { name: "Cliente", exact: true });
    await expect(listbox.getByRole("option", { name: new RegExp(giulia.name) })).toBeVisible();
    await expect(listbox).not.toHaveAttribute("aria-busy", "true");
    await expect(listbox.getByRole("option")).toHaveCount(1);
    await expect(listbox.getByRole("option", { name: /Tutti/ })).toHaveCount(0);
    await combobox.press("ArrowDown");
    await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await combobox.press("Enter");
    await expect(combobox).toHaveValue(`${giulia.name} (Studio Conti${id})`);
    const chosen = giulia;

    const single = `Rinnovo della PEC ${id}`;
    await form.getByLabel("Titolo").fill(single);
    await form.getByLabel("Contenuto").fill("La tua casella PEC si rinnova il mese prossimo.");
    await form.getByRole("button", { name: "Invia comunicazione" }).click();
    const one = page.getByRole("alertdialog", { name: `Stai per scrivere a ${chosen.name}` });
    const preview = one.getByTestId("communication-mail-preview");
    await expect(preview).toContainText(`Gentile ${chosen.name},`);
    expect((await preview.innerText()).match(/Gentile/g)).toHaveLength(1);
    await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
    await one.getByRole("button", { name: "Invia", exact: true }).click();
    await expect(toasts(page)).toContainText("Inviata a 1 cliente.");
    // The recipient starts again from nothing.
    await expect(form.getByRole("radio", { name: "Un cliente" })).toBeChecked();
    await expect(combobox).toHaveValue("");
    const mail = await waitForMail((m) => m.subject.includes(single));
    expect(mail.to).toBe(chosen.email);
    expect(mail.text.match(/Gentile/g)).toHaveLength(1);
    const sentRows = await page.request.get(
      `/api/admin/communications?q=${encodeURIComponent(single)}`,
    );
    expect(((await sentRows.json()) as { total: number }).total).toBe(1);

    // --- Several: by service; the dialog asks with the count and names; Annulla sends nothing.
    await form.getByRole("radio", { name: "I clienti di un servizio" }).check();
    await form.getByRole("combobox", { name: "Servizio" }).selectOption({ label: template });
    const many = `Nuovo gestore PEC ${id}`;
    await form.getByLabel("Titolo").fill(many);
    await form
      .getByLabel("Contenuto")
      .fill("Dal prossimo anno le caselle PEC passano a un nuovo gestore.");
    await form.getByRole("button", { name: "Invia comunicazione" }).click();
    const ask = page.getByRole("alertdialog", { name: "Stai per scrivere a 2 clienti" });
    await expect(ask.getByTestId("communication-recipients")).toHaveText(
      `${giulia.name}, ${marco.name}`,
    );
    await ask.getByRole("button", { name: "Annulla" }).click();
    await expect(ask).toHaveCount(0);
    const none = await page.request.get(`/api/admin/communications?q=${encodeURIComponent(many)}`);
    expect(((await none.json()) as { total: number }).total).toBe(0);

    await form.getByRole("button", { name: "Invia comunicazione" }).click();
    await ask.getByRole("button", { name: "Invia a 2 clienti" }).click();
    await expect(toasts(page)).toContainText("Inviata a 2 clienti.");
    await waitForMail((m) => m.to === giulia.email && m.subject.includes(many));
    await waitForMail((m) => m.to === marco.email && m.subject.includes(many));
    // Cancelled once, confirmed once: each customer got it once.
    expect(readMails().filter((m) => m.subject.includes(many))).toHaveLength(2);
    await expect(form.getByRole("radio", { name: "Un cliente" })).toBeChecked();
  } finally {
    await cleanUp();
  }
});
