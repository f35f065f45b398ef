import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { textMessages } from "#features/shared/text-fields";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
} from "#features/auth/api/admin-session-fixtures";

/**
 * Issue point 6: control characters in text (NUL first of all) are refused with a clear 400 on
 * every endpoint that stores text, and a database error caused by input is a 4xx, never a 500.
 */

const ADMIN_PASSWORD = "Password-Admin-2026";
const CUSTOMER_PASSWORD = "Cliente2026!";
let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let admin: string;
let customer: string;
let customerId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  customerId = await addCustomer(handle.db, {
    email: "mario.rossi@example.com",
    password: CUSTOMER_PASSWORD,
  });
  api = createTestApi(handle.db);
  admin = cookieOf(
    await api.request("/admin/login", postJson({ username: "admin", password: ADMIN_PASSWORD })),
  );
  customer = cookieOf(
    await api.request(
      "/customer/login",
      postJson({ email: "mario.rossi@example.com", password: CUSTOMER_PASSWORD }),
    ),
  );
});
afterAll(() => handle.close());

type Who = "public" | "admin" | "customer";
type Answer = { message: string; issues?: { path: unknown; message: string }[] };

function send(method: string, path: string, body: unknown, who: Who) {
  const cookie = who === "admin" ? admin : who === "customer" ? customer : undefined;
  return api.request(path, {
    ...postJson(body, cookie ? { Cookie: cookie } : {}),
    method,
  });
}

/** One write per endpoint: a valid body, and the text field that gets a NUL byte. */
const endpoints: {
  method: string;
  path: string;
  who: Who;
  body: () => Record<string, unknown>;
  field: string;
  multiline?: boolean;
}[] = [
  {
    method: "POST",
    path: "/contact",
    who: "public",
    body: () => ({
      name: "Mario Rossi",
      email: "mario@example.it",
      message: "Vorrei un preventivo per un sito.",
    }),
    field: "name",
  },
  {
    method: "POST",
    path: "/tickets",
    who: "public",
    body: () => ({
      name: "Mario Rossi",
      email: "mario@example.it",
      category: "technical",
      priority: "low",
      subject: "Problema di accesso",
      description: "Non riesco ad accedere al portale da ieri sera.",
    }),
    field: "subject",
  },
  {
    method: "POST",
    path: "/consent",
    who: "public",
    body: () => ({
      anonymousId: crypto.randomUUID(),
      analytics: false,
      marketing: false,
      preferences: true,
      policyVersion: "2026-01",
    }),
    field: "policyVersion",
  },
  {
    method: "POST",
    path: "/admin/hero-variants",
    who: "admin",
    body: () => ({ name: "Estate 2026", title: "Soluzioni digitali per l'estate" }),
    field: "title",
  },
  {
    method: "POST",
    path: "/admin/blog",
    who: "admin",
    body: () => ({ title: "Novità di primavera", content: "<p>Il nuovo servizio.</p>" }),
    field: "content",
    multiline: true,
  },
  {
    method: "POST",
    path: "/admin/certified-partners",
    who: "admin",
    body: () => ({ name: "Microsoft Italia", description: "Partner per il cloud." }),
    field: "description",
    multiline: true,
  },
  {
    method: "POST",
    path: "/admin/clients",
    who: "admin",
    body: () => ({ name: "Rossi Serramenti" }),
    field: "name",
  },
  {
    method: "POST",
    path: "/admin/solutions",
    who: "admin",
    body: () => ({
      name: "Gestionale Magazzino",
      slug: `gestionale-${Math.random().toString(36).slice(2, 8)}`,
      shortDescription: "Il magazzino sempre in ordine.",
      longDescription: "Carichi, scarichi e inventario da ogni dispositivo.",
      features: ["Inventario", "Etichette"],
    }),
    field: "features",
  },
  {
    method: "POST",
    path: "/admin/software",
    who: "admin",
    body: () => ({
      name: "Teleassistenza",
      version: "5.2",
      fileUrl: "https://download.example.it/teleassistenza.zip",
    }),
    field: "version",
  },
  {
    method: "PUT",
    path: "/admin/settings/business_hours",
    who: "admin",
    body: () => ({ value: "Lunedì - Venerdì: 8:30 - 18:00" }),
    field: "value",
  },
  {
    method: "POST",
    path: "/admin/service-templates",
    who: "admin",
    body: () => ({ name: "Hosting base", category: "hosting", type: "monthly" }),
    field: "name",
  },
  {
    method: "POST",
    path: "/admin/customers",
    who: "admin",
    body: () => ({
      firstName: "Giulia",
      lastName: "Bianchi",
      email: `giulia.${Math.random().toString(36).slice(2, 8)}@example.it`,
      passwordHash: "Password2026",
    }),
    field: "lastName",
  },
  {
    method: "POST",
    path: "/admin/communications",
    who: "admin",
    body: () => ({
      customerId,
      title: "Manutenzione programmata",
      content: "Il servizio sarà sospeso sabato mattina.",
    }),
    field: "content",
    multiline: true,
  },
  {
    method: "POST",
    path: "/customer/tickets",
    who: "customer",
    body: () => ({
      title: "Sito lento",
      description: "Il sito è lento da questa mattina.",
      category: "technical",
      priority: "low",
    }),
    field: "description",
    multiline: true,
  },
  {
    method: "PATCH",
    path: "/customer/profile",
    who: "customer",
    body: () => ({ firstName: "Mario", lastName: "Rossi", address: "Via Roma 1\nBussolengo" }),
    field: "firstName",
  },
  {
    method: "POST",
    path: "/customer/info-requests",
    who: "customer",
    body: () => ({ subject: "Informazioni", message: "Vorrei sapere di più sul servizio." }),
    field: "subject",
  },
];

/** `value` with a NUL byte in the middle (or in its first item, for a list). */
function withNul(value: unknown): unknown {
  if (Array.isArray(value)) return [withNul(value[0]), ...value.slice(1)];
  const text = String(value);
  return `${text.slice(0, 3)}\u0000${text.slice(3)}`;
}

describe("a NUL byte in a text field", () => {
  it.each(endpoints)("is refused with 400 by $method $path ($field)", async (endpoint) => {
    const body = endpoint.body();
    const bad = await send(
      endpoint.method,
      endpoint.path,
      { ...body, [endpoint.field]: withNul(body[endpoint.field]) },
      endpoint.who,
    );
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as Answer;
    const expected = endpoint.multiline ? textMessages.multiLine : textMessages.singleLine;
    expect(answer.issues?.map((issue) => issue.message)).toContain(expected);

    const good = await send(endpoint.method, endpoint.path, body, endpoint.who);
    expect(good.status, await good.clone().text()).toBeLessThan(300);
  });

  it("is refused when the username changes, and the credentials stay as they were", async () => {
    const res = await send(
      "PUT",
      "/admin/credentials",
      { username: "ad\u0000min", newPassword: "NuovaPassword1", currentPassword: ADMIN_PASSWORD },
      "admin",
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer).message).toBe(textMessages.singleLine);
    const login = await api.request(
      "/admin/login",
      postJson({ username: "admin", password: ADMIN_PASSWORD }),
    );
    expect(login.status).toBe(200);
  });
});

describe("the character rule", () => {
  /** A contact form post, on a fresh API each time (the form is rate limited per IP). */
  const contact = (fields: Record<string, string>) =>
    createTestApi(handle.db).request(
      "/contact",
      postJson({
        name: "Mario Rossi",
        email: "mario@example.it",
        message: "Vorrei un preventivo per un sito.",
        ...fields,
      }),
    );

  it("keeps line feeds, CR LF and tabs in text on several lines", async () => {
    const res = await contact({ message: "Buongiorno,\r\nvorrei un preventivo.\n\tGrazie" });
    expect(res.status).toBe(201);
  });

  it.each([
    ["a lone carriage return", "Buongiorno\rvorrei un preventivo"],
    ["a vertical tab", "Buongiorno\u000bvorrei un preventivo"],
    ["DEL", "Buongiorno\u007fvorrei un preventivo"],
    ["a C1 control (NEL)", "Buongiorno\u0085vorrei un preventivo"],
    ["an escape", "Buongiorno\u001b[31m vorrei un preventivo"],
  ])("refuses %s in text on several lines", async (_name, message) => {
    const res = await contact({ message });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer).message).toBe(textMessages.multiLine);
  });

  it("refuses line breaks and tabs inside one line, and trims them around it", async () => {
    for (const name of ["Mario\nRossi", "Mario\tRossi"]) {
      const res = await contact({ name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(((await res.json()) as Answer).message).toBe(textMessages.singleLine);
    }
    expect((await contact({ name: "\tMario Rossi\n" })).status).toBe(201);
  });
});

describe("database errors caused by input", () => {
  it("are a 400 where no schema looks at the text first", async () => {
    // The login schema is left as it is: PostgreSQL refuses the NUL and the API says so.
    const login = await api.request(
      "/admin/login",
      postJson({ username: "ad\u0000min", password: "qualsiasi" }),
    );
    expect(login.status).toBe(400);
    expect(((await login.json()) as Answer).message).toMatch(/caratteri non ammessi/);

    const solution = await api.request("/solutions/soluzione%00nulla");
    expect(solution.status).toBe(400);
    expect(((await solution.json()) as Answer).message).toMatch(/caratteri non ammessi/);
    // The blog checks the slug's shape before asking the database.
    expect((await api.request("/blog/articolo%00nullo")).status).toBe(404);
  });
});
