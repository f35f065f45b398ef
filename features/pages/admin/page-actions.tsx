import { useId, useState } from "react";
import { CalendarClock, Link2, Save, Send, Trash2, Undo2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { DialogFooter } from "#kit/ui/dialog";
import { AdminDialog } from "#kit/admin/admin-dialog";
import { BusyButton } from "#kit/admin/busy-button";
import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import { toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import {
  formatNumericDateTime,
  fromRomeWallTime,
  romeDateTimeInput,
  withArticle,
} from "#kit/lib/dates";
import {
  useDeletePage,
  usePreviewLink,
  usePublish,
  useWithdraw,
  type AdminPage,
} from "./pages-api";

type Props = {
  page: AdminPage;
  /** The role may publish, withdraw and delete (area `page-publication`). */
  canPublish: boolean;
  /** Saves the form when it has changes: the page as saved, or null when it did not save. */
  saveFirst: () => Promise<AdminPage | null>;
  saving: boolean;
  /** What stops publishing (an image without alt text), shown beside the buttons. */
  blocked: boolean;
  onDeleted: () => void;
};

type Asking = "withdraw" | "delete" | "schedule" | "link" | null;

/**
 * The editor's actions (decision 059): 'Salva bozza' for everyone; 'Pubblica', 'Programma',
 * 'Ritira dal sito' and 'Elimina' for who may publish (the server refuses the others with
 * 403); 'Link di anteprima' to show the draft to someone without an account.
 */
export function PageActions({ page, canPublish, saveFirst, saving, blocked, onDeleted }: Props) {
  const publish = usePublish();
  const withdraw = useWithdraw();
  const remove = useDeletePage();
  const link = usePreviewLink();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);

  const publishAt = async (at: string | null) => {
    const saved = await saveFirst();
    if (!saved) return;
    publish.mutate(
      { id: saved.id, at },
      {
        onSuccess: (result) => {
          toastSuccess(
            result?.status === "scheduled" && result.scheduledAt
              ? `Pagina programmata per ${withArticle(formatNumericDateTime(result.scheduledAt))}`
              : "Pagina pubblicata",
          );
          close();
        },
        onError: (error) => toastError("Errore durante la pubblicazione", error),
      },
    );
  };
  const makeLink = async () => {
    const saved = await saveFirst();
    if (!saved) return;
    link.mutate(saved.id, {
      onSuccess: () => setAsking("link"),
      onError: (error) => toastError("Errore durante la creazione del link", error),
    });
  };
  const system = page.system;
  const live = page.status !== "draft";

  return (
    <div className="flex flex-wrap items-center gap-2">
      <BusyButton
        type="submit"
        icon={Save}
        busy={saving}
        label="Salva bozza"
        busyLabel="Salvataggio..."
      />
      <Button variant="secondary" onClick={() => void makeLink()} disabled={link.isPending}>
        <Icon node={Link2} className="size-4" />
        Link di anteprima
      </Button>
      {canPublish ? (
        <>
          <Button
            onClick={() => void publishAt(null)}
            disabled={blocked || saving || publish.isPending}
          >
            <Icon node={Send} className="size-4" />
            {publish.isPending && asking !== "schedule" ? "Pubblicazione..." : "Pubblica"}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setAsking("schedule")}
            disabled={blocked || saving}
          >
            <Icon node={CalendarClock} className="size-4" />
            Programma
          </Button>
          {live && !system ? (
            <Button variant="secondary" onClick={() => setAsking("withdraw")}>
              <Icon node={Undo2} className="size-4" />
              Ritira dal sito
            </Button>
          ) : null}
          {!system ? (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setAsking("delete")}
            >
              <Icon node={Trash2} className="size-4" />
              Elimina
            </Button>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-700">Pubblicare la pagina spetta all'Amministratore.</p>
      )}
      {blocked && canPublish ? (
        <p className="w-full text-sm font-medium text-red-700">
          Per pubblicare, aggiungi il testo alternativo a ogni immagine (vedi i controlli).
        </p>
      ) : null}

      {asking === "schedule" ? (
        <ScheduleDialog
          pending={publish.isPending}
          onClose={close}
          onSchedule={(at) => void publishAt(at)}
        />
      ) : null}
      {asking === "link" && link.data ? (
        <PreviewLinkDialog link={link.data} onClose={close} />
      ) : null}
      <ConfirmActionDialog
        open={asking === "withdraw"}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Ritirare la pagina dal sito?"
        description={`I visitori non vedranno più «${page.title}» (${page.path}); la bozza resta e potrai pubblicarla di nuovo.`}
        confirmLabel="Ritira dal sito"
        pendingLabel="Ritiro..."
        icon={Undo2}
        pending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(page.id, {
            onSuccess: () => {
              toastSuccess("Pagina ritirata dal sito");
              close();
            },
            onError: (error) => toastError("Errore durante il ritiro", error),
          })
        }
      />
      <ConfirmActionDialog
        open={asking === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Eliminare la pagina?"
        description={`La pagina «${page.title}» (${page.path}) sarà eliminata con la sua bozza. Questa azione non può essere annullata.`}
        confirmLabel="Elimina la pagina"
        pendingLabel="Eliminazione..."
        icon={Trash2}
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(page.id, {
            onSuccess: () => {
              toastSuccess("Pagina eliminata");
              close();
              onDeleted();
            },
            onError: (error) => toastError("Errore durante l'eliminazione", error),
          })
        }
      />
    </div>
  );
}

/** 'Programma': a date and time in Rome, in the future. */
function ScheduleDialog({
  pending,
  onClose,
  onSchedule,
}: {
  pending: boolean;
  onClose: () => void;
  onSchedule: (at: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(() => romeDateTimeInput(Date.now() + 60 * 60 * 1000));
  const [error, setError] = useState<string>();
  return (
    <AdminDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Programma la pubblicazione"
      description="La bozza com'è ora uscirà sul sito alla data e ora scelte (ora italiana)."
      busy={pending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const at = fromRomeWallTime(value);
          if (!at) return setError("Scegli una data e un'ora");
          if (at.getTime() <= Date.now()) return setError("Scegli un momento futuro");
          setError(undefined);
          onSchedule(value);
        }}
      >
        <TextField
          id={`${id}-at`}
          type="datetime-local"
          step={1}
          label="Data e ora di pubblicazione"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Annulla
          </Button>
          <BusyButton
            type="submit"
            icon={CalendarClock}
            busy={pending}
            label="Programma"
            busyLabel="Programmazione..."
          />
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}

/** The preview link made: its full address, to copy, and when it expires. */
function PreviewLinkDialog({
  link,
  onClose,
}: {
  link: { url: string; expiresAt: string };
  onClose: () => void;
}) {
  const id = useId();
  const url = `${window.location.origin}${link.url}`;
  return (
    <AdminDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Link di anteprima"
      description={`Chi ha questo link vede la bozza salvata, senza account, fino ${withArticle(formatNumericDateTime(link.expiresAt), "al")}.`}
    >
      <TextField
        id={`${id}-url`}
        label="Indirizzo"
        value={url}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <DialogFooter>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url)
              .then(() => toastSuccess("Link copiato"))
              .catch(() => toastError("Copia non riuscita: seleziona il testo e copialo", null))
          }
        >
          Copia
        </Button>
        <Button onClick={onClose}>Fatto</Button>
      </DialogFooter>
    </AdminDialog>
  );
}
