import { useEffect, useRef, useState } from "react";

/**
 * State of a dialog whose code is loaded when first asked for (decision 012). The page renders a
 * plain button with `triggerProps` (the code starts loading when the pointer or focus reaches
 * it) and, once `mounted`, the lazy dialog inside <Suspense> with `open` and `setOpen`. Without a
 * Radix trigger the dialog cannot give focus back itself, so this does when it closes.
 */
export function useDialogOnDemand(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useFocusBackOnClose(open);

  const load = () => {
    preload().catch(() => undefined);
  };

  return {
    open,
    setOpen,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    triggerProps: {
      ref: triggerRef,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: load,
      onFocus: load,
    },
  };
}

/**
 * The ref of the button that opens a dialog with no Radix trigger: focus goes back to it when
 * `open` turns false after having been true.
 */
export function useFocusBackOnClose(open: boolean) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      triggerRef.current?.focus();
    }
  }, [open]);

  return triggerRef;
}
