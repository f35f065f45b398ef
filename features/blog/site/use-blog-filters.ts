import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { blogFiltersToSearch, type BlogFilters } from "../blog-filter";

/**
 * The list filters as browser state, starting from what the loader read in the query string.
 * Each change is written to the address bar with history.replaceState (a shareable URL and
 * filters kept on Back, without a navigation or a server round trip per keystroke). When the
 * router navigates (a link to /blog, Back/Forward) the state follows the loader's filters again.
 */
export function useBlogFilters(loaded: BlogFilters) {
  const location = useLocation();
  const [filters, setFiltersState] = useState(loaded);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setFiltersState(loaded);
  }

  const { pathname, hash } = location;
  const setFilters = useCallback(
    (next: BlogFilters) => {
      setFiltersState(next);
      const url = `${pathname}${blogFiltersToSearch(next)}${hash}`;
      // Keep the router's own history state, so its keys and scroll positions stay valid.
      window.history.replaceState(window.history.state, "", url);
    },
    [pathname, hash],
  );
  return [filters, setFilters] as const;
}
