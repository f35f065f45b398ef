import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftKey, readDraft, valuesToRestore } from "./use-form-draft";

/** The part of localStorage the drafts use, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    has: (key: string) => items.has(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

const key = draftKey("admin:1", "blog:12");
const day = 24 * 60 * 60 * 1000;

describe("form drafts", () => {
  it("are kept per person, form and item", () => {
    expect(key).toBe("draft:admin:1:blog:12");
    expect(draftKey("customer:7", "ticket:new")).toBe("draft:customer:7:ticket:new");
  });

  it("are read back with the time they were written", () => {
    const savedAt = "2026-11-24T09:30:00.000Z";
    storage.setItem(
      key,
      JSON.stringify({ savedAt, values: { title: "Backup", content: "<p>x</p>" } }),
    );
    expect(readDraft(key, Date.parse(savedAt) + day)).toEqual({
      savedAt,
      values: { title: "Backup", content: "<p>x</p>" },
    });
  });

  it("older than 30 days, or unreadable, are dropped instead of offered", () => {
    const savedAt = "2026-10-01T09:30:00.000Z";
    storage.setItem(key, JSON.stringify({ savedAt, values: { title: "Vecchia" } }));
    expect(readDraft(key, Date.parse(savedAt) + 31 * day)).toBeNull();
    expect(storage.has(key)).toBe(false);

    storage.setItem(key, "{not json");
    expect(readDraft(key)).toBeNull();
    storage.setItem(key, JSON.stringify({ savedAt: "ieri", values: {} }));
    expect(readDraft(key)).toBeNull();
    expect(storage.has(key)).toBe(false);
    expect(readDraft("draft:admin:1:blog:new")).toBeNull();
  });

  it("restore only the form's own fields, over its starting values", () => {
    const defaults = { title: "", content: "", published: false, tags: "" };
    const stored = { title: "Nuovo titolo", content: "<p><strong>Testo</strong></p>", removed: 1 };
    expect(valuesToRestore(defaults, stored)).toEqual({
      title: "Nuovo titolo",
      content: "<p><strong>Testo</strong></p>",
      published: false,
      tags: "",
    });
  });
});
