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
    expect(changeLines(entry("blog", { category: { to: "closed" } }))).toEqual([
      "Categoria: closed",
    ]);
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

describe("entries read by people (decision 050)", () => {
  it("labels fields per entity and formats dates, days, money and references", () => {
    const lines = changeLines(
      entry("customer-services", {
        expiryDate: { from: "2026-03-31T22:00:00.000Z", to: "2027-03-31T22:00:00.000Z" },
        customPrice: { from: 29.9, to: "1250" },
        customerId: { to: 5 },
        createdAt: { to: "2026-11-24T10:00:00.000Z" },
      }),
    );
    expect(lines).toEqual([
      "Data di scadenza: 01/04/2026 → 01/04/2027",
      "Prezzo: € 29,90 → € 1.250",
      "Cliente: n. 5",
      "Data di creazione: 24/11/2026, 11:00",
    ]);
    expect(
      changeLines(entry("solutions", { relatedServices: { to: ["consulenza-it", "Backup"] } })),
    ).toEqual(["Servizi correlati: consulenza-it, Backup"]);
    expect(
      changeLines(entry("users", { deletedAt: { from: null, to: "2026-11-24T10:00:00Z" } })),
    ).toEqual(["Data di eliminazione: (vuoto) → 24/11/2026, 11:00"]);
  });

  it("shows the two-factor obligation as Sì/No and names what the entry is about", () => {
    const policy: ActivityEntryView = {
      ...entry("two-factor", { required: { from: true, to: false } }),
      entityId: "policy",
    };
    expect(changeLines(policy)).toEqual(["Verifica in due passaggi obbligatoria: Sì → No"]);
    expect(entryTitle(policy)).toBe(
      "Modifica – Verifica in due passaggi: obbligo per tutti gli utenti",
    );
    expect(entryTitle({ ...policy, action: "action", entityId: "setup" })).toBe(
      "Operazione – Verifica in due passaggi: nuovo segreto",
    );
  });

  it("leaves out a change whose two values read the same and cuts long texts at a word", () => {
    const html = { from: "<p>Uno</p>\n<p>Due</p>", to: "<p>Uno</p><p>Due</p>" };
    expect(changeLines(entry("blog", { content: html }))).toEqual([]);
    const [line] = changeLines(entry("blog", { excerpt: { to: "parola ".repeat(40) } }));
    expect(line).toMatch(/^Estratto: (parola ){10,}parola…$/);
  });
});

describe("a value the entity formats itself (its field's format)", () => {
  it("reads a hero background as a preset's name or a custom gradient's colours", () => {
    const oceano = "linear-gradient(135deg, #0c4a6e 0%, #075985 50%, #115e59 100%)";
    const custom = "linear-gradient(135deg, #aabbcc 0%, #ddeeff 100%)";
    expect(
      changeLines(entry("hero-variants", { backgroundColor: { from: oceano, to: custom } })),
    ).toEqual(["Sfondo: Gradiente Oceano → Personalizzato (#aabbcc → #ddeeff)"]);
    expect(
      changeLines(
        entry("hero-variants", {
          backgroundColor: {
            from: "rgb(0, 0, 0)",
            to: "linear-gradient(90deg, #111111, #222222 50%, #333333)",
          },
        }),
      ),
    ).toEqual(["Sfondo: rgb(0, 0, 0) → Personalizzato (#111111 → #222222 → #333333)"]);
    expect(changeLines(entry("hero-variants", { backgroundColor: { from: custom } }))).toEqual([
      "Sfondo: era Personalizzato (#aabbcc → #ddeeff)",
    ]);
  });
});
