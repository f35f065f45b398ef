import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { toastError, toastSuccess } from "../shared/mutation-toasts";
import {
  useActivateHeroVariant,
  useDeleteHeroVariant,
  useHeroVariants,
  type HeroVariantRecord,
} from "../heroes/hero-api";
import { HeroCard } from "../heroes/hero-card";
import { HeroDialog } from "../heroes/hero-dialog";

type Editing = { hero: HeroVariantRecord | null; key: number } | null;

/** The 'Hero Variants' tab (back-office.md section 2): grid, activate, edit, delete, create. */
export function HeroesTab() {
  const query = useHeroVariants();
  const activate = useActivateHeroVariant();
  const remove = useDeleteHeroVariant();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<HeroVariantRecord | null>(null);

  const open = (hero: HeroVariantRecord | null) => setEditing({ hero, key: Date.now() });
  const activateHero = (hero: HeroVariantRecord) =>
    activate.mutate(hero.id, {
      onSuccess: () => toastSuccess("Hero variant attivata", `"${hero.name}" è ora in home page.`),
      onError: (error) => toastError("Errore durante l'attivazione", error),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Hero variant eliminata");
        setDeleting(null);
      },
      onError: (error) => toastError("Errore durante l'eliminazione", error),
    });
  };

  return (
    <section aria-labelledby="admin-tab-heroes" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-tab-heroes" className="text-2xl font-bold text-slate-900">
            Hero Variants
          </h2>
          <p className="mt-1 text-slate-700">
            Le varianti della sezione principale della home page. Una sola alla volta è attiva.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nuova hero variant
        </Button>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare le hero variant. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Nessuna hero variant presente. Crea la prima con &quot;Nuova hero variant&quot;.
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Hero variant">
          {query.data.map((hero) => (
            <HeroCard
              key={hero.id}
              hero={hero}
              activating={activate.isPending && activate.variables === hero.id}
              onActivate={() => activateHero(hero)}
              onEdit={() => open(hero)}
              onDelete={() => setDeleting(hero)}
            />
          ))}
        </ul>
      ) : null}

      {editing ? (
        <HeroDialog
          key={editing.key}
          hero={editing.hero}
          open
          onOpenChange={(next) => {
            if (!next) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        description={`Sei sicuro di voler eliminare la hero variant "${deleting?.name ?? ""}"?`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
