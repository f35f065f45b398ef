import { useId, useState } from "react";
import { ArrowLeft, GitCompare, History, RotateCcw } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { Badge } from "#kit/ui/badge";
import { AdminDialog } from "#kit/admin/admin-dialog";
import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import { toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import { formatNumericDateTime } from "#kit/lib/dates";
import type { VersionEntity } from "../version-entities";
import type { VersionListItem } from "../version-views";
import { useRestoreVersion, useVersionDiff, useVersions } from "./versions-api";
import { VersionDiffView } from "./version-diff-view";

/** What a restore does to each entity, said before it is confirmed. */
const restoreNotes: Record<VersionEntity, string> = {
  blog: "L'indirizzo, l'interruttore Pubblicato e la data di pubblicazione restano quelli attuali: se l'articolo è pubblicato, il testo ripristinato è subito sul sito.",
  solutions:
    "L'indirizzo, la pubblicazione, In evidenza e l'ordine restano quelli attuali: se la piattaforma è pubblicata, il testo ripristinato è subito sul sito.",
  hero: "Lo stato attivo e il periodo di validità restano quelli attuali: se la variante è attiva, il testo ripristinato è subito sulla home page.",
  pages:
    "La versione diventa la bozza: ciò che i visitatori vedono non cambia finché la pagina non è pubblicata.",
  guides:
    "L'interruttore Pubblicata resta quello attuale: se la guida è pubblicata, il testo ripristinato è subito sul sito.",
};

type Props = {
  entity: VersionEntity;
  itemId: number;
  /** The item as saved after a restore (the entity's own record): the editor shows it. */
  onRestored: (item: unknown) => void;
};

/**
 * The editor's 'Versioni' (decision 063): a button opening the list of the item's versions (who,
 * when, published, what changed), each comparable with the current content and restorable
 * after a question. A restore is saved as a new version; the editor then shows the restored content.
 */
export function VersionsPanel({ entity, itemId, onRestored }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex justify-end">
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Icon node={History} className="size-4" />
        Versioni
      </Button>
      {open ? (
        <VersionsDialog
          entity={entity}
          itemId={itemId}
          onClose={() => setOpen(false)}
          onRestored={(item) => {
            setOpen(false);
            onRestored(item);
          }}
        />
      ) : null}
    </div>
  );
}

function VersionsDialog({ entity, itemId, onClose, onRestored }: Props & { onClose: () => void }) {
  const [comparing, setComparing] = useState<VersionListItem | null>(null);
  const [restoring, setRestoring] = useState<VersionListItem | null>(null);
  const restore = useRestoreVersion(entity, itemId);

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(restoring.number, {
      onSuccess: (result) => {
        toastSuccess(
          `Versione ${restoring.number} ripristinata`,
          `Salvata come versione ${result.number}.`,
        );
        setRestoring(null);
        onRestored(result.item);
      },
      onError: (error) => toastError("Ripristino non riuscito", error),
    });
  };

  return (
    <AdminDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={comparing ? `Confronto: versione ${comparing.number} e versione attuale` : "Versioni"}
      description={
        comparing
          ? "Cosa cambia dalla versione scelta al contenuto salvato ora."
          : "Ogni salvataggio è una versione. Confrontane una con quella attuale o ripristinala: il ripristino è salvato come nuova versione e le altre restano."
      }
      size="xl"
      busy={restore.isPending}
    >
      <div data-testid="versions-panel">
        {comparing ? (
          <Comparison
            entity={entity}
            itemId={itemId}
            version={comparing}
            onBack={() => setComparing(null)}
            onRestore={() => setRestoring(comparing)}
          />
        ) : (
          <VersionList
            entity={entity}
            itemId={itemId}
            onCompare={setComparing}
            onRestore={setRestoring}
          />
        )}
      </div>
      <ConfirmActionDialog
        open={restoring !== null}
        onOpenChange={(next) => (next ? undefined : setRestoring(null))}
        title={`Ripristinare la versione ${restoring?.number ?? ""}?`}
        description={
          <>
            Il suo contenuto torna quello modificabile e viene salvato come nuova versione; le
            versioni esistenti restano. {restoreNotes[entity]} Le modifiche non salvate nel modulo
            andranno perse.
          </>
        }
        confirmLabel="Ripristina"
        pendingLabel="Ripristino..."
        icon={RotateCcw}
        pending={restore.isPending}
        onConfirm={confirmRestore}
      />
    </AdminDialog>
  );
}

function VersionList({
  entity,
  itemId,
  onCompare,
  onRestore,
}: {
  entity: VersionEntity;
  itemId: number;
  onCompare: (version: VersionListItem) => void;
  onRestore: (version: VersionListItem) => void;
}) {
  const query = useVersions(entity, itemId);
  const listId = useId();
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Caricamento delle versioni...
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Impossibile caricare le versioni. Riprova tra qualche istante.
      </p>
    );
  }
  const items = query.data.items;
  if (items.every((version) => version.current)) {
    return (
      <p className="text-sm text-slate-700" data-testid="versions-empty">
        Nessuna versione precedente: le modifiche salvate da ora in poi compariranno qui.
      </p>
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Versioni salvate, dalla più recente">
      {items.map((version) => {
        const headingId = `${listId}-${version.number}`;
        return (
          <li
            key={version.number}
            className="grid gap-2 rounded-lg border border-slate-200 p-3"
            data-testid="version"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="font-semibold text-slate-900">
                Versione {version.number}
              </h3>
              {version.published ? <Badge tone="success">Pubblicata</Badge> : null}
              {version.current ? <Badge tone="info">Attuale</Badge> : null}
            </div>
            <p className="text-sm text-slate-700">
              {formatNumericDateTime(version.createdAt)} ·{" "}
              {version.createdBy ?? "autore non registrato"}
            </p>
            <p className="text-sm text-slate-800">{version.summary}</p>
            {version.current ? null : (
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-describedby={headingId}
                  onClick={() => onCompare(version)}
                >
                  <Icon node={GitCompare} className="size-4" />
                  Confronta con la versione attuale
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-describedby={headingId}
                  onClick={() => onRestore(version)}
                >
                  <Icon node={RotateCcw} className="size-4" />
                  Ripristina
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Comparison({
  entity,
  itemId,
  version,
  onBack,
  onRestore,
}: {
  entity: VersionEntity;
  itemId: number;
  version: VersionListItem;
  onBack: () => void;
  onRestore: () => void;
}) {
  const diff = useVersionDiff(entity, itemId, version.number);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          <Icon node={ArrowLeft} className="size-4" />
          Torna alle versioni
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onRestore}>
          <Icon node={RotateCcw} className="size-4" />
          Ripristina la versione {version.number}
        </Button>
      </div>
      {diff.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Confronto in corso...
        </p>
      ) : diff.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Impossibile confrontare le versioni. Riprova tra qualche istante.
        </p>
      ) : (
        <VersionDiffView fields={diff.data.fields} blocks={diff.data.blocks} />
      )}
    </div>
  );
}
