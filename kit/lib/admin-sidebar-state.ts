import { useCallback, useSyncExternalStore } from "react";

/** localStorage key of the admin sidebar state ("1" = narrow, anything else = wide). */
export const SIDEBAR_COLLAPSED_KEY = "admin_sidebar_collapsed";

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The wide/narrow state of the admin sidebar, remembered in localStorage (wide on the server). */
export function useSidebarCollapsed(): [boolean, () => void] {
  const collapsed = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => {
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, read() ? "0" : "1");
    } catch {
      // No storage: nothing to remember, and nothing changes.
    }
    for (const listener of listeners) listener();
  }, []);
  return [collapsed, toggle];
}
