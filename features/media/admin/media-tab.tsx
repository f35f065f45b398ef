import { useState } from "react";
import { Pencil, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { Checkbox } from "#kit/ui/checkbox";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { ListToolbar, filterOf, optionsOf } from "#kit/admin/list-toolbar";
import { useAdminList } from "#kit/admin/use-admin-list";
import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import { toast } from "#kit/lib/use-toast";
import { errorMessage } from "#kit/lib/api-errors";
import type { MediaItem } from "../media.schema";
import { altFilterLabels, mediaTypeLabels } from "../media-values";
import { MEDIA_PATH, useDeleteMedia } from "./media-api";
import { MediaFacts, MediaThumbnail, MediaUsage } from "./media-card";
import { MediaDialog } from "./media-dialog";
import { MediaUploads } from "./media-uploads";

const filters = [
  filterOf("type", "Tipo", "Tutti i tipi", optionsOf(mediaTypeLabels)),
  filterOf("alt", "Testo alternativo", "Tutte", optionsOf(altFilterLabels)),
];

/**
 * The 'Media' tab (issue 25, decision 064): every uploaded image in a grid, searched by name and
 * alternative text, filtered by type and by missing alternative text, 25 a page read from the
 * server; several files uploaded at once with their progress; each image's alternative text and
 * focal point edited in a dialog; unused images deleted, one or several, after a confirmation.
 */
export function MediaTab() {
  const list = useAdminList<MediaItem>(MEDIA_PATH, ["type", "alt"]);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [chosen, setChosen] = useState<Map<number, MediaItem>>(new Map());
  const [deleting, setDeleting] = useState<MediaItem[] | null>(null);
  const remove = useDeleteMedia();

  const toggle = (item: MediaItem, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      deleting.map((item) => item.id),
      {
        onSuccess: ({ deleted }) => {
          toast({ title: deleted === 1 ? "Immagine eliminata" : `${deleted} immagini eliminate` });
          setChosen((current) => {
            const next = new Map(current);
            for (const item of deleting) next.delete(item.id);
            return next;
          });
          setDeleting(null);
        },
        onError: (failure) =>
          toast({
            title: "Eliminazione rifiutata",
            description: errorMessage(failure, "Impossibile eliminare le immagini"),
            variant: "destructive",
          }),
      },
    );
  };
  const chosenItems = [...chosen.values()];
  const chosenInUse = chosenItems.filter((item) => item.usedIn.length > 0);

  return (
    <AdminTabSection
      testId="media-tab"
      description="Tutte le immagini caricate nel sito: cercale, completa il testo alternativo, scegli il punto focale e togli quelle che non servono più. Un'immagine ancora usata non si può eliminare."
    >
      <MediaUploads />
      <ListToolbar
        list={list}
        idPrefix="media"
        label="Filtra le immagini"
        placeholder="Nome o testo alternativo"
        filters={filters}
        sorts={[
          { value: "uploadedAt", label: "Data di caricamento" },
          { value: "name", label: "Nome" },
          { value: "bytes", label: "Dimensione" },
        ]}
      />
      {chosenItems.length > 0 ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
          role="region"
          aria-label="Immagini selezionate"
        >
          <p className="text-sm font-medium text-slate-800">
            {chosenItems.length === 1
              ? "1 immagine selezionata"
              : `${chosenItems.length} immagini selezionate`}
            {chosenInUse.length > 0 ? ` (${chosenInUse.length} ancora in uso)` : ""}
          </p>
          <Button variant="destructive" size="sm" onClick={() => setDeleting(chosenItems)}>
            <Icon node={Trash2} className="size-4" />
            Elimina selezionate
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setChosen(new Map())}>
            Deseleziona tutte
          </Button>
        </div>
      ) : null}
      <ListStates
        list={list}
        noun={{ one: "immagine", many: "immagini" }}
        errorText="Impossibile caricare le immagini. Ricarica la pagina tra qualche istante."
        emptyText="Nessuna immagine caricata: usa 'Carica immagini' qui sopra."
        noMatchText="Nessuna immagine corrisponde alla ricerca."
        countTestId="media-count"
      >
        {(items) => (
          <ul
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
            aria-label="Immagini"
          >
            {items.map((item) => (
              <li
                key={item.id}
                data-testid="media-card"
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
              >
                <MediaThumbnail
                  item={item}
                  className="aspect-video w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
                />
                <div className="flex items-start gap-2">
                  <Checkbox
                    id={`media-choose-${item.id}`}
                    checked={chosen.has(item.id)}
                    onChange={(event) => toggle(item, event.target.checked)}
                    aria-label={`Seleziona: ${item.name}`}
                  />
                  <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">
                    {item.name}
                  </h3>
                </div>
                <MediaFacts item={item} />
                <MediaUsage item={item} />
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(item)}
                    aria-label={`Modifica: ${item.name}`}
                  >
                    <Icon node={Pencil} className="size-4" />
                    Modifica
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting([item])}
                    aria-label={`Elimina: ${item.name}`}
                  >
                    <Icon node={Trash2} className="size-4" />
                    Elimina
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editing ? (
        <MediaDialog key={editing.id} item={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting && deleting.length > 1 ? "Elimina immagini" : "Elimina immagine"}
        description={
          deleting?.length === 1
            ? `Eliminare l'immagine "${deleting[0]!.name}" e tutti i suoi file? Questa azione non può essere annullata.`
            : `Eliminare ${deleting?.length ?? 0} immagini e tutti i loro file? Questa azione non può essere annullata. Se una di loro è ancora in uso, nessuna viene eliminata.`
        }
        confirmLabel="Elimina"
        pendingLabel="Eliminazione..."
        icon={Trash2}
        variant="destructive"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminTabSection>
  );
}
