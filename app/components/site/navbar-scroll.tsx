import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/** Scroll past which the home bar turns solid, and past which narrow screens hide it. */
export const SOLID_AFTER = 50;
export const HIDE_AFTER = 100;
const NARROW = "(max-width: 767.98px)";

function subscribeScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** True once the page is scrolled more than SOLID_AFTER px (false on the server). */
export function useScrolledPast(offset = SOLID_AFTER) {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > offset,
    () => false,
  );
}

/**
 * Under 768 px the bar hides when the page scrolls down past HIDE_AFTER px and comes back
 * as soon as it scrolls up. `reveal` shows it again (e.g. when it receives focus).
 */
export function useHideOnScroll(paused: boolean) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (paused) return;
    const narrow = window.matchMedia(NARROW);
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (!narrow.matches) setHidden(false);
      else if (y > lastY && y > HIDE_AFTER) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    const onResize = () => {
      if (!narrow.matches) setHidden(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    narrow.addEventListener("change", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      narrow.removeEventListener("change", onResize);
    };
  }, [paused]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden: hidden && !paused, reveal };
}
