import { expect, test } from "./fixtures";
import { formatNumericDate } from "#kit/lib/dates";
import type {
  PortalCommunication,
  PortalOverview,
  PortalService,
} from "#features/customer-portal/portal-views";
import { MARIO, preparePage, signIn, toasts } from "./helpers/customer-portal";
import { offeredPriorities } from "./helpers/ticket-priorities";

/** The seeded customer's dashboard, section by section (one worker, in order). */
test.describe.configure({ mode: "serial" });

const statusLabels: Record<string, string> = {
  active: "Attivo",
  suspended: "Sospeso",
  expired: "Scaduto",
  cancelled: "Disdetto",
};

test.beforeEach(async ({ page }) => preparePage(page));

test("Panoramica: welcome, counters from the API and 'Servizi in Scadenza'", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto("/customer/login");
  await page.getByLabel("Email").fill(MARIO.email);
  await page.getByLabel("Password", { exact: true }).fill(MARIO.password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  const overview = (await (
    await page.request.get("/api/customer/overview")
  ).json()) as PortalOverview;
  const { firstName, lastName } = overview.customer;
  await expect(
    page.getByRole("heading", { level: 1, name: `Benvenuto, ${firstName} ${lastName}` }),
  ).toBeVisible();
  const counter = (id: string) => page.getByTestId(`counter-${id}`).getByTestId("counter-value");
  await expect(counter("active-services")).toHaveText(String(overview.counters.activeServices));
  await expect(counter("open-tickets")).toHaveText(String(overview.counters.openTickets));
  await expect(counter("unread-communications")).toHaveText(
    String(overview.counters.unreadCommunications),
  );

  // The seed gives Mario a hosting service expiring within 30 days.
  expect(overview.expiring.length).toBeGreaterThan(0);
  const expiring = page.getByTestId("expiring-services").getByRole("listitem");
  await expect(expiring).toHaveCount(overview.expiring.length);
  const first = overview.expiring[0]!;
  await expect(expiring.first()).toContainText(first.serviceName);
  await expect(expiring.first()).toContainText(formatNumericDate(first.expiryDate));
  await expect(expiring.first()).toContainText(statusLabels[first.status]!);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(page);
});

test("I Miei Servizi: cards with badges; a ticket from a service, then the reply in Supporto Tecnico", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signIn(page, MARIO);
  const services = (await (
    await page.request.get("/api/customer/services")
  ).json()) as PortalService[];
  // Active services first, soonest expiry first; then the others (the seed: one expired).
  const firstOther = services.findIndex((s) => s.status !== "active");
  expect(firstOther).toBeGreaterThan(0);
  expect(services.slice(firstOther).every((s) => s.status !== "active")).toBe(true);
  const activeExpiries = services.slice(0, firstOther).map((s) => Date.parse(s.expiryDate));
  expect(activeExpiries).toEqual([...activeExpiries].sort((a, b) => a - b));
  expect(services.at(-1)?.status).toBe("expired");
  expect(services.find((s) => s.serviceName.startsWith("Hosting Web Professionale"))).toMatchObject(
    { monthlyPrice: "€ 29/mese", yearlyPrice: "€ 348/anno" },
  );
  await page.goto("/customer/dashboard?sezione=servizi");
  await expect(page.getByRole("heading", { level: 1, name: "I Miei Servizi" })).toBeVisible();
  const cards = page.getByTestId("service-card");
  await expect(cards).toHaveCount(services.length);
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(service.serviceName);
    await expect(card.getByTestId(`service-status-${service.status}`)).toHaveText(
      statusLabels[service.status]!,
    );
    await expect(card.getByRole("button", { name: "Richiedi Disdetta" })).toHaveCount(
      service.status === "active" ? 1 : 0,
    );
    await expect(card.getByText("Prezzo mensile").locator("xpath=..")).toContainText(
      service.monthlyPrice ?? "N/A",
    );
    await expect(card.getByText("Prezzo annuale").locator("xpath=..")).toContainText(
      service.yearlyPrice ?? "N/A",
    );
  }
  await expectNoAxeViolations(page);

  const target = services.find((s) => s.status === "active")!;
  const card = cards.filter({ has: page.getByRole("heading", { name: target.serviceName }) });
  await card.getByRole("button", { name: "Apri Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Apri un ticket di assistenza" });
  await expect(dialog.getByLabel("Servizio")).toHaveValue(String(target.id));
  await dialog.getByRole("button", { name: "Invia ticket" }).click();
  await expect(dialog.getByText("Il titolo deve avere almeno 5 caratteri")).toBeVisible();
  await expect(dialog.getByText("La descrizione deve avere almeno 10 caratteri")).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Certificato SSL da rinnovare ${Date.now()}`;
  await dialog.getByLabel("Titolo").fill(title);
  // One priority scale everywhere (issue 22): the public form, the customer area and /support.
  expect(await offeredPriorities(dialog)).toEqual(["Bassa", "Media", "Alta", "Critica"]);
  await dialog.getByLabel("Priorità").selectOption("high");
  await dialog
    .getByLabel("Descrizione")
    .fill("Il browser segnala che il certificato del sito scade a breve.");
  await dialog.getByRole("button", { name: "Invia ticket" }).click();
  await expect(toasts(page)).toContainText("Ticket inviato con successo");
  await expect(page).toHaveURL(/sezione=supporto&ticket=\d+/);

  const thread = page.getByTestId("ticket-thread");
  await expect(thread.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(thread).toContainText(`Servizio: ${target.serviceName}`);
  await expect(thread).toContainText("Aperto");
  await expect(page.getByTestId("ticket-list")).toContainText(title);

  await thread.getByRole("button", { name: "Invia risposta" }).click();
  await expect(thread.getByText("Messaggio richiesto")).toBeVisible();
  await thread
    .getByLabel("La tua risposta")
    .fill("Aggiungo che il dominio è www.rossiimpianti.example.");
  await thread.getByRole("button", { name: "Invia risposta" }).click();
  await expect(toasts(page)).toContainText("Risposta inviata");
  await expect(thread.locator('[data-author="customer"]').last()).toContainText(
    "Aggiungo che il dominio è www.rossiimpianti.example.",
  );
  await expectNoAxeViolations(page);
});

test("Comunicazioni: reading one lowers the unread count", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signIn(page, MARIO);
  const list = (await (
    await page.request.get("/api/customer/communications")
  ).json()) as PortalCommunication[];
  const unread = list.filter((c) => !c.isRead);
  expect(unread.length).toBeGreaterThan(0);
  await page.goto("/customer/dashboard?sezione=comunicazioni");
  const nav = page.getByRole("complementary").getByRole("link", { name: /Comunicazioni/ });
  await expect(nav).toContainText(`${unread.length}`);
  await expect(page.getByText(`da leggere.`)).toContainText(String(unread.length));
  await expectNoAxeViolations(page);

  const item = page
    .getByTestId("communication-list")
    .getByRole("button", { name: unread[0]!.title });
  await item.click();
  await expect(item).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(unread[0]!.content)).toBeVisible();
  const left = unread.length - 1;
  if (left > 0) await expect(nav).toContainText(String(left));
  else await expect(nav).toHaveText("Comunicazioni");
  const overview = (await (
    await page.request.get("/api/customer/overview")
  ).json()) as PortalOverview;
  expect(overview.counters.unreadCommunications).toBe(left);
});

test("Richiedi Info and Richiedi Disdetta: validation, then both listed in 'Le mie richieste'", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signIn(page, MARIO);
  const services = (await (
    await page.request.get("/api/customer/services")
  ).json()) as PortalService[];
  const active = services.filter((s) => s.status === "active");
  const target = active[active.length - 1]!;
  await page.goto("/customer/dashboard?sezione=servizi");
  const card = page
    .getByTestId("service-card")
    .filter({ has: page.getByRole("heading", { name: target.serviceName }) });

  await card.getByRole("button", { name: "Richiedi Info" }).click();
  let dialog = page.getByRole("dialog", { name: "Richiedi informazioni" });
  await dialog.getByRole("button", { name: "Invia richiesta" }).click();
  await expect(dialog.getByText("Oggetto richiesto")).toBeVisible();
  await expect(dialog.getByText("Messaggio richiesto")).toBeVisible();
  await dialog.getByLabel("Oggetto").fill("Ore residue del pacchetto");
  await dialog
    .getByLabel("Messaggio")
    .fill("Potete inviarmi il dettaglio delle ore già utilizzate?");
  await dialog.getByRole("button", { name: "Invia richiesta" }).click();
  await expect(toasts(page)).toContainText("Richiesta di informazioni inviata");
  const requests = page.getByTestId("my-requests");
  await expect(requests).toContainText("Ore residue del pacchetto");
  await expect(requests).toContainText("In attesa");

  await card.getByRole("button", { name: "Richiedi Disdetta" }).click();
  dialog = page.getByRole("dialog", { name: "Richiedi la disdetta" });
  await expect(dialog).toContainText(target.serviceName);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Sì, richiedi la disdetta" }).click();
  dialog = page.getByRole("dialog", { name: "Motivo della disdetta" });
  await dialog.getByLabel("Motivo").fill("Breve");
  await dialog.getByRole("button", { name: "Invia richiesta di disdetta" }).click();
  await expect(dialog.getByText("Motivo richiesto (minimo 10 caratteri)")).toBeVisible();
  await dialog
    .getByLabel("Motivo")
    .fill("Il pacchetto non ci serve più: passiamo a un contratto annuale.");
  await dialog.getByRole("button", { name: "Invia richiesta di disdetta" }).click();
  await expect(toasts(page)).toContainText("Richiesta di disdetta inviata");
  await expect(card).toContainText("Disdetta richiesta: in attesa della nostra risposta.");
  await expect(card.getByRole("button", { name: "Richiedi Disdetta" })).toHaveCount(0);
  await expect(requests).toContainText("Richiesta di disdetta");
  await expect(requests).toContainText(target.serviceName);
  await expectNoAxeViolations(page);
});

test("Dati Personali: edit the contact data (then restore them)", async ({
  page,
  expectNoAxeViolations,
}) => {
  await signIn(page, MARIO);
  const before = (await (await page.request.get("/api/customer/profile")).json()) as {
    phone: string | null;
  };
  await page.goto("/customer/dashboard?sezione=dati-personali");
  await expect(page.getByRole("heading", { level: 1, name: "Dati Personali" })).toBeVisible();
  const phone = page.getByLabel("Telefono");
  await expect(phone).toHaveValue(before.phone ?? "");
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("M");
  await page.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(page.getByText("Nome richiesto")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Mario");
  await phone.fill("+39 045 999 0000");
  await page.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Dati aggiornati");
  await page.reload();
  await expect(page.getByLabel("Telefono")).toHaveValue("+39 045 999 0000");
  const res = await page.request.patch("/api/customer/profile", {
    data: {
      ...(await (await page.request.get("/api/customer/profile")).json()),
      phone: before.phone,
    },
  });
  expect(res.status()).toBe(200);
});
