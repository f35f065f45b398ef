import { useSyncExternalStore, type ReactNode } from "react";

/** The spec's notification limits (../shared/spec/public-site.md §9). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; TOAST_DURATION when absent. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (changes: ToastInput) => void;
};

/**
 * A tiny store of the toasts on screen. At most TOAST_LIMIT are kept (a new one replaces the
 * oldest); a dismissed toast stays in the list, closed, for TOAST_REMOVE_DELAY ms.
 */
export function createToastStore() {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const clearTimer = (id: string) => {
    const timer = removalTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    removalTimers.delete(id);
  };

  function remove(id?: string) {
    for (const toast of toasts) if (id === undefined || toast.id === id) clearTimer(toast.id);
    set(id === undefined ? [] : toasts.filter((toast) => toast.id !== id));
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        remove(id);
      }, TOAST_REMOVE_DELAY),
    );
  }

  function dismiss(id?: string) {
    for (const toast of toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
    set(
      toasts.map((toast) =>
        id === undefined || toast.id === id ? { ...toast, open: false } : toast,
      ),
    );
  }

  function update(id: string, changes: ToastInput) {
    set(toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast)));
  }

  function toast(input: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    const next = [{ ...input, id, open: true }, ...toasts];
    for (const evicted of next.slice(TOAST_LIMIT)) clearTimer(evicted.id);
    set(next.slice(0, TOAST_LIMIT));
    return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
  }

  return {
    toast,
    dismiss,
    remove,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The browser's one store; the server never shows toasts. */
const store = createToastStore();
const noToasts: ToastItem[] = [];

/** Shows a notification from anywhere: toast({ title, description, variant: "destructive" }). */
export const toast = (input: ToastInput) => store.toast(input);

/** Closes one toast by id, or all of them. */
export const dismissToast = (id?: string) => store.dismiss(id);

/** Subscribes to the toast list (ToasterOnDemand loads the viewport with the first toast). */
export const subscribeToToasts = (listener: () => void) => store.subscribe(listener);

/** Whether any toast is in the list, open or closing. */
export const hasToasts = () => store.getSnapshot().length > 0;

/** The toasts to render, plus the same actions as the module functions. */
export function useToast() {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => noToasts);
  return { toasts, toast, dismiss: dismissToast };
}
