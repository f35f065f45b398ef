import { useBlocker } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "#kit/ui/alert-dialog";
import { Button } from "#kit/ui/button";

/**
 * Asks before leaving the editor with unsaved changes (decision 025's question, for a view that
 * is not a dialog): another tab, the list, back or forward. A local draft stays either way.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get("pagina") !==
          new URLSearchParams(nextLocation.search).get("pagina")),
  );
  return (
    <AlertDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
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
              onClick={() => (blocker.state === "blocked" ? blocker.proceed() : undefined)}
            >
              Esci senza salvare
            </Button>
          </>
        }
      />
    </AlertDialog>
  );
}
