import { useEffect, useState } from "react";

type Options = {
  /**
   * Fetch again on every mount and whenever the tab becomes visible (the spec's rule for the
   * active hero: stale at once, no cache, refetch on mount and on focus). Otherwise the loader's
   * data is kept and the fetch only runs when the loader gave none.
   */
  always?: boolean;
};

/**
 * Data a public page got from its loader, kept fresh in the browser with a plain fetch: the home
 * page's reads without TanStack Query (decision 012). `isPending` while there is no data yet and
 * a fetch is running; a failed fetch keeps what was shown (or shows nothing: `data` undefined).
 * Never retried.
 */
export function useFreshData<T>(
  initial: T | undefined,
  fetcher: () => Promise<T>,
  { always = false }: Options = {},
) {
  const [state, setState] = useState<{ data: T | undefined; isPending: boolean }>({
    data: initial,
    isPending: initial === undefined,
  });

  useEffect(() => {
    if (!always && initial !== undefined) return;
    let latest = 0;
    let active = true;
    const load = () => {
      const call = ++latest;
      fetcher().then(
        (data) => {
          if (active && call === latest) setState({ data, isPending: false });
        },
        () => {
          if (active && call === latest) setState((current) => ({ ...current, isPending: false }));
        },
      );
    };
    load();
    if (!always) {
      return () => {
        active = false;
      };
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") load();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onVisible);
    };
    // The loader's data and the fetcher of one mount: a new page mounts the component anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
