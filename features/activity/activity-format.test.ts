import { describe, expect, it } from "vitest";
import { changeLines, entryTitle, type ActivityEntryView } from "./activity-format";

const entry = (entity: string, changes: ActivityEntryView["changes"]): ActivityEntryView => ({
  id: 1,
  at: "2026-11-24T10:00:00.000Z",
  userName: "admin",
  entity,
  entityId: "7",
  action: "update",
  label: null,
  changes,
  ip: "127.0.0.1",
});

describe("changeLines", () => {
  it("names a stored value by the label the panel shows, per entity and field", () => {
    expect(changeLines(entry("tickets", { status: { from: "open", to: "closed" } }))).toEqual([
      "Stato: Aperto → Chiuso",
    ]);
    expect(changeLines(entry("users", { role: { from: "editor", to: "support" } }))).toEqual([
      "Ruolo: Redazione → Assistenza",
    ]);
    expect(
      changeLines(entry("cancellation-requests", { status: { from: "pending", to: "approved" } })),
    ).toEqual(["Stato: In attesa → Approvata"]);
  });

  it("keeps other values as stored: the same word in another entity, an unknown value", () => {
    expect(changeLines(entry("blog", { status: { to: "closed" } }))).toEqual(["Stato: closed"]);
    expect(changeLines(entry("tickets", { status: { from: "archived" } }))).toEqual([
      "Stato: era archived",
    ]);
    expect(changeLines(entry("contacts", { isRead: { from: false, to: true } }))).toEqual([
      "Letto: No → Sì",
    ]);
  });
});

describe("an export's entry", () => {
  it("reads in Italian: what was exported, how many rows, with which search", () => {
    const exported: ActivityEntryView = {
      ...entry("customers", { rows: { to: 3 }, filters: { to: "q=rossi, status=active" } }),
      action: "export",
      entityId: null,
    };
    expect(entryTitle(exported)).toBe("Esportazione – Clienti");
    expect(changeLines(exported)).toEqual([
      "Righe esportate: 3",
      "Ricerca e filtri: q=rossi, status=active",
    ]);
  });
});
