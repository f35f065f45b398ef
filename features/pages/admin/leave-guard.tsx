import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "#kit/ui/alert-dialog";
import { Button } from "#kit/ui/button";
import { EDITED_PAGE } from "./page-editor-link";

/** Whether following `href` from here leaves the page being edited. */
function leavesEditor(href: string): boolean {
  const next = new URL(href, window.location.href);
  if (next.origin !== window.location.origin) return true;
  const here = new URL(window.location.href);
  return (
    next.pathname !== here.pathname ||
    next.searchParams.get("tab") !== here.searchParams.get("tab") ||
    next.searchParams.get(EDITED_PAGE) !== here.searchParams.get(EDITED_PAGE)
  );
}

/**
 * Asks before leaving the editor with unsaved changes (decision 025's question, for a view that
 * is not a dialog): a link of the panel (another tab, the list) and the editor's own 'Torna
 * all'elenco' ask first (`confirmLeave`). React Router's `useBlocker` is not used: it would put
 * its code in the shell every public page loads (decision 059). Back, forward and closing the
 * tab keep the local draft instead.
 */
export function useLeaveGuard(unsaved: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.download) return;
      if (!leavesEditor(link.href)) return;
      event.preventDefault();
      event.stopPropagation();
      const next = new URL(link.href);
      setPending(() =>
        next.origin === window.location.origin
          ? () => void navigate(`${next.pathname}${next.search}${next.hash}`)
          : () => window.location.assign(next.href),
      );
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [unsaved, navigate]);

  /** Runs `leave` at once, or after the question when something is unsaved. */
  const confirmLeave = (leave: () => void) => (unsaved ? setPending(() => leave) : leave());

  const question = (
    <AlertDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
    >
      <AlertDialogContent
        title="Modifiche non salvate: uscire senza salvare?"
        description="Quello che hai cambiato nella pagina non è ancora stato salvato. La bozza locale resta in questo browser."
        actions={
          <>
            <AlertDialogCancel asChild>
              <Button variant="secondary">Continua a modificare</Button>
            </AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={() => {
                const leave = pending;
                setPending(null);
                leave?.();
              }}
            >
              Esci senza salvare
            </Button>
          </>
        }
      />
    </AlertDialog>
  );
  return { confirmLeave, question };
}
