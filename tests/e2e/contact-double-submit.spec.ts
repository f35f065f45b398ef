import { expect, test } from "@playwright/test";
import { waitForMail } from "./helpers/mailbox";

/**
 * A double click on a slow connection sends the contact message once (issue 22, decision 047):
 * the button is busy from the first press, while the form's checks (zod, loaded on demand) are
 * still on their way, and the server stores one message per idempotency key. The visitor's
 * confirmation copy arrives at the e2e SMTP server. One real send, from its own client address
 * (TRUST_PROXY is loopback), so the suite's contact budget of 127.0.0.1 is not touched.
 */

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const ADMIN_PASSWORD = "e2e-admin-password";

test("a double click while the checks load sends one message and one confirmation", async ({
  page,
  request,
}) => {
  const email = `doppio.clic.${Date.now()}@example.it`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.222" });
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
  // The form's checks come in their own chunk: it is held until both clicks are done.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-problems-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().endsWith("/api/contact")) posts.push(req.url());
  });

  await page.goto("/contatti");
  const form = page.getByRole("form", { name: "Scrivici un messaggio" });
  await form.getByLabel("Nome e cognome").fill("Giulia Doppioclic");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Messaggio").fill("Vorremmo rifare il sito della nostra cantina.");
  await form.getByRole("checkbox", { name: /termini e condizioni/ }).check();
  const send = form.locator('button[type="submit"]');
  await send.dblclick();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText("Invio in corso...");
  release();

  await expect(page.locator("li[data-variant]").getByText("Richiesta inviata!")).toBeVisible();
  await expect(send).toBeEnabled();
  const copy = await waitForMail((mail) => mail.to === email);
  expect(copy.subject).toBe("Abbiamo ricevuto il tuo messaggio - Scaligera Digital S.r.l.");
  expect(copy.text).toContain("Vorremmo rifare il sito della nostra cantina.");

  const login = await request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const list = await request.get(`/api/admin/contacts?q=${encodeURIComponent(email)}`);
  expect(((await list.json()) as { total: number }).total).toBe(1);
  expect(posts).toHaveLength(1);
});
