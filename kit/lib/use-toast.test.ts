import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY } from "./use-toast";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows at most one toast: a new one replaces the old", () => {
    const store = createToastStore();
    expect(TOAST_LIMIT).toBe(1);
    store.toast({ title: "Primo" });
    const second = store.toast({
      title: "Errore",
      description: "Riprova.",
      variant: "destructive",
    });
    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id: second.id,
      title: "Errore",
      description: "Riprova.",
      variant: "destructive",
      open: true,
    });
  });

  it("keeps a dismissed toast, closed, for 1,000,000 ms and then removes it", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Salvato" });
    handle.dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("dismisses every toast when no id is given and notifies subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: "A" });
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.toast({ title: "B" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("a replaced toast's removal timer does not remove the new one", () => {
    const store = createToastStore();
    store.toast({ title: "A" }).dismiss();
    const b = store.toast({ title: "B" });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: b.id, open: true })]);
  });

  it("updates a toast in place", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Invio in corso" });
    handle.update({ title: "Inviato" });
    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, title: "Inviato", open: true });
  });
});
