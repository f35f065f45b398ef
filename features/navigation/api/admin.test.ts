import { describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { validationOf } from "#features/customers/api/fixtures";
import { roleMay } from "#features/admin-users/admin-roles";
import { activityLog } from "#features/activity/activity.table";
import { menuEntries } from "../navigation.table";
import { getSiteMenus } from "../navigation.server";
import { barItems, menuItems } from "../site-menus";
import type { AdminMenus, MenuEntryRecord } from "../navigation.schema";

const kit = fileFixtures();

const payload = (overrides: Record<string, unknown> = {}) => ({
  menu: "navbar",
  label: "Lavora con noi",
  targetKind: "page",
  target: "/team",
  showFrom: "xl",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/menus", payload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as MenuEntryRecord;
}

async function menus() {
  const res = await kit.adminApi.request("/admin/menus");
  expect(res.status).toBe(200);
  return (await res.json()) as AdminMenus;
}
const entriesOf = async (menu: string) =>
  (await menus()).menus.find((group) => group.menu === menu)!.entries;

describe("the menus a new database starts with (migration 0017)", () => {
  it("are today's bar, side-menu groups and footer columns", async () => {
    const site = await getSiteMenus(kit.db);
    expect(barItems(site).map((item) => [item.label, item.to, item.from])).toEqual([
      ["Home", "/", "lg"],
      ["Soluzioni", "/servizi", "lg"],
      ["Piattaforme", "/piattaforme", "xl"],
      ["Portfolio", "/portfolio", "lg"],
      ["Chi siamo", "/chi-siamo", "lg"],
      ["Blog", "/blog", "xl"],
      ["Contatti", "/contatti", "lg"],
      ["Supporto", "/support", "2xl"],
    ]);
    expect(menuItems(site, "mobile-solutions")).toEqual(menuItems(site, "footer-solutions"));
    expect(menuItems(site, "mobile-solutions")).toHaveLength(7);
    expect(menuItems(site, "mobile-info").map((item) => item.label)).toEqual([
      "Privacy Policy",
      "Note Legali",
      "Cookie Policy",
      "Accessibilità",
    ]);
    expect(menuItems(site, "footer-legal")[1]).toEqual({
      label: "Termini e Condizioni",
      to: "/note-legali",
    });
    expect(menuItems(site, "footer-company").map((item) => item.to)).toEqual([
      "/chi-siamo",
      "/portfolio",
      "/blog",
      "/contatti",
      "/area-clienti",
      "/support",
    ]);
  });
});

describe("access to /api/admin/menus", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await create();
    await kit.expectGuarded([
      { method: "GET", path: "/admin/menus" },
      { method: "POST", path: "/admin/menus", body: payload() },
      { method: "PUT", path: `/admin/menus/${id}`, body: payload({ label: "Altro" }) },
      { method: "POST", path: `/admin/menus/${id}/move`, body: { direction: "up" } },
      { method: "DELETE", path: `/admin/menus/${id}` },
    ]);
    await kit.adminApi.call("DELETE", `/admin/menus/${id}`);
  });

  it("belongs to the content area: Redazione may edit the menus, Assistenza may not", async () => {
    expect(roleMay("editor", "menus")).toBe(true);
    expect(roleMay("support", "menus")).toBe(false);
    for (const [role, status] of [
      ["editor", 200],
      ["support", 403],
    ] as const) {
      const username = `menu-${role}`;
      await addAdmin(kit.db, { username, password: "Password-Menu-2026", role });
      const cookie = cookieOf(
        await kit.api.request(
          "/admin/login",
          postJson({ username, password: "Password-Menu-2026" }),
        ),
      );
      const res = await kit.api.request("/admin/menus", { headers: { Cookie: cookie } });
      expect(res.status, role).toBe(status);
    }
  });
});

describe("GET /api/admin/menus", () => {
  it("lists every menu in order and the public pages to choose from, without duplicates", async () => {
    const { menus: groups, pages } = await menus();
    expect(groups.map((group) => group.menu)).toEqual([
      "navbar",
      "mobile-solutions",
      "mobile-info",
      "footer-solutions",
      "footer-company",
      "footer-legal",
    ]);
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/servizi/consulenza-it", "/team"]));
    expect(paths).not.toContain("/privacy-policy");
    expect(pages.find((page) => page.path === "/chi-siamo")?.title).toBe("Chi siamo");
  });
});

describe("POST /api/admin/menus", () => {
  it("adds an entry at the end of its menu and shows it on every page", async () => {
    const entry = await create();
    expect(entry).toMatchObject({ menu: "navbar", label: "Lavora con noi", target: "/team" });
    const bar = await entriesOf("navbar");
    expect(bar.at(-1)?.id).toBe(entry.id);
    expect(barItems(await getSiteMenus(kit.db)).at(-1)).toEqual({
      label: "Lavora con noi",
      to: "/team",
      from: "xl",
    });
    await kit.adminApi.call("DELETE", `/admin/menus/${entry.id}`);
  });

  it("takes web, mail and phone addresses, and keeps the bar's width only for the bar", async () => {
    const mail = await create({
      menu: "footer-company",
      targetKind: "url",
      target: "mailto:lavoro@scaligeradigital.example",
      label: "Scrivici",
    });
    expect(mail).toMatchObject({
      target: "mailto:lavoro@scaligeradigital.example",
      showFrom: "lg",
    });
    const web = await create({
      menu: "footer-legal",
      targetKind: "url",
      target: "https://www.garanteprivacy.it",
      label: "Garante",
    });
    expect(web.target).toBe("https://www.garanteprivacy.it");
    await kit.adminApi.call("DELETE", `/admin/menus/${mail.id}`);
    await kit.adminApi.call("DELETE", `/admin/menus/${web.id}`);
  });

  it("refuses bad entries with Italian messages on their fields", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ label: "  " }, "label", "Etichetta: campo obbligatorio"],
      [{ label: "A".repeat(61) }, "label", "Etichetta: massimo 60 caratteri"],
      [{ label: "Uno | due" }, "label", "Etichetta: Il carattere | non è ammesso"],
      [{ menu: "sidebar" }, "menu", "Scegli un menu valido"],
      [{ target: "//evil.example" }, "target", "Scegli una pagina del sito dall'elenco"],
      [
        { targetKind: "url", target: "javascript:alert(1)" },
        "target",
        expect.stringContaining("Indirizzo non valido") as never,
      ],
      [
        { targetKind: "url", target: "/contatti" },
        "target",
        expect.stringContaining("Indirizzo non valido") as never,
      ],
      [{ showFrom: "md" }, "showFrom", "Scegli da quale larghezza dello schermo mostrare la voce"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await kit.adminApi.call("POST", "/admin/menus", payload(overrides));
      const { fields } = await validationOf(res);
      expect(fields[field], JSON.stringify(overrides)).toEqual(message);
    }
  });

  it("refuses a path that is no page of the site (checked by the server)", async () => {
    const res = await kit.adminApi.call("POST", "/admin/menus", payload({ target: "/admin" }));
    const { fields } = await validationOf(res);
    expect(fields.target).toBe("Scegli una pagina del sito dall'elenco");
    expect((await entriesOf("navbar")).map((entry) => entry.target)).not.toContain("/admin");
  });

  it("refuses a twenty-first entry in one menu", async () => {
    const added: number[] = [];
    for (let i = (await entriesOf("footer-legal")).length; i < 20; i++) {
      added.push((await create({ menu: "footer-legal", label: `Voce ${i}` })).id);
    }
    const res = await kit.adminApi.call("POST", "/admin/menus", payload({ menu: "footer-legal" }));
    const { fields } = await validationOf(res);
    expect(fields.menu).toMatch(/^Il menu ha già 20 voci/);
    for (const id of added) await kit.adminApi.call("DELETE", `/admin/menus/${id}`);
  });
});

describe("PUT /api/admin/menus/{id}", () => {
  it("replaces an entry, moves it to the end of another menu, and logs the change", async () => {
    const entry = await create({ menu: "footer-company" });
    const res = await kit.adminApi.call(
      "PUT",
      `/admin/menus/${entry.id}`,
      payload({ menu: "mobile-info", label: "Il team", target: "/team" }),
    );
    expect(res.status).toBe(200);
    const info = await entriesOf("mobile-info");
    expect(info.at(-1)).toMatchObject({ id: entry.id, label: "Il team", menu: "mobile-info" });
    const [logged] = await kit.db
      .select()
      .from(activityLog)
      .orderBy(asc(activityLog.id))
      .then((rows) => rows.filter((row) => row.entity === "menus" && row.action === "update"));
    expect(logged).toMatchObject({ entityId: String(entry.id), label: "Il team" });
    expect(logged?.changes).toMatchObject({ label: { from: "Lavora con noi", to: "Il team" } });
    await kit.adminApi.call("DELETE", `/admin/menus/${entry.id}`);
  });

  it("answers 404 for an unknown entry", async () => {
    const res = await kit.adminApi.call("PUT", "/admin/menus/999999", payload());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Voce di menu non trovata" });
  });
});

describe("POST /api/admin/menus/{id}/move", () => {
  it("moves an entry one place up or down and refuses past either end", async () => {
    const before = await entriesOf("footer-company");
    const [first, second] = before;
    const down = await kit.adminApi.call("POST", `/admin/menus/${first!.id}/move`, {
      direction: "down",
    });
    expect(down.status).toBe(200);
    expect((await down.json()) as MenuEntryRecord).toMatchObject({ id: first!.id, sortOrder: 2 });
    expect((await entriesOf("footer-company")).map((entry) => entry.id).slice(0, 2)).toEqual([
      second!.id,
      first!.id,
    ]);
    expect(menuItems(await getSiteMenus(kit.db), "footer-company")[0]?.label).toBe(second!.label);

    const up = await kit.adminApi.call("POST", `/admin/menus/${first!.id}/move`, {
      direction: "up",
    });
    expect(up.status).toBe(200);
    expect((await entriesOf("footer-company")).map((entry) => entry.id)).toEqual(
      before.map((entry) => entry.id),
    );

    const top = await kit.adminApi.call("POST", `/admin/menus/${first!.id}/move`, {
      direction: "up",
    });
    expect(top.status).toBe(400);
    expect(((await top.json()) as { message: string }).message).toBe(
      "La voce è già la prima del menu.",
    );
    const last = before.at(-1)!;
    const bottom = await kit.adminApi.call("POST", `/admin/menus/${last.id}/move`, {
      direction: "down",
    });
    expect(bottom.status).toBe(400);
    const bad = await kit.adminApi.call("POST", `/admin/menus/${last.id}/move`, {
      direction: "left",
    });
    expect((await validationOf(bad)).fields.direction).toBe("Indica se spostare la voce su o giù");
  });
});

describe("DELETE /api/admin/menus/{id}", () => {
  it("deletes an entry, then answers 404", async () => {
    const entry = await create();
    expect((await kit.adminApi.call("DELETE", `/admin/menus/${entry.id}`)).status).toBe(204);
    expect((await kit.db.select().from(menuEntries)).some((row) => row.id === entry.id)).toBe(
      false,
    );
    const again = await kit.adminApi.call("DELETE", `/admin/menus/${entry.id}`);
    expect(again.status).toBe(404);
  });
});
