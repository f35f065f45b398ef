import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { subscribeToToasts, hasToasts } from "#kit/lib/use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toast viewport, loaded (Radix Toast) with the first notification or the first F8, the key
 * that moves focus to the notification area (decision 012); then it stays. A toast raised
 * before the code arrives is shown as soon as it has.
 */
export function ToasterOnDemand() {
  const toastRaised = useSyncExternalStore(subscribeToToasts, hasToasts, () => false);
  const [needed, setNeeded] = useState(false);
  const [focusViewport, setFocusViewport] = useState(false);
  if (toastRaised && !needed) setNeeded(true);

  useEffect(() => {
    if (needed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "F8" && event.key !== "F8") return;
      setFocusViewport(true);
      setNeeded(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusViewport={focusViewport} />
    </Suspense>
  );
}
