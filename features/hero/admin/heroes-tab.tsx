import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import { toastError, toastSuccess, withToasts } from "#app/components/admin/shared/mutation-toasts";
import { AdminTabHeader, ListStates } from "#app/components/admin/shared/tab-parts";
import { useCrudTab } from "#app/components/admin/shared/use-crud-tab";
import {
  useActivateHeroVariant,
  useDeleteHeroVariant,
  useHeroVariants,
  type HeroVariantRecord,
} from "./hero-api";
import { HeroCard } from "./hero-card";
import { HeroDialog } from "./hero-dialog";

/** The 'Hero Variants' tab (back-office.md section 2): grid, activate, edit, delete, create. */
export function HeroesTab() {
  const query = useHeroVariants();
  const activate = useActivateHeroVariant();
  const remove = useDeleteHeroVariant();
  const crud = useCrudTab<HeroVariantRecord>({
    deletePending: remove.isPending,
    deleteItem: (hero, done) =>
      remove.mutate(
        hero.id,
        withToasts("Hero variant eliminata", "Errore durante l'eliminazione", done),
      ),
  });

  const activateHero = (hero: HeroVariantRecord) =>
    activate.mutate(hero.id, {
      onSuccess: () => toastSuccess("Hero variant attivata", `"${hero.name}" è ora in home page.`),
      onError: (error) => toastError("Errore durante l'attivazione", error),
    });

  return (
    <section aria-labelledby="admin-tab-heroes" className="grid gap-6">
      <AdminTabHeader
        titleId="admin-tab-heroes"
        title="Hero Variants"
        description="Le varianti della sezione principale della home page. Una sola alla volta è attiva."
        newLabel="Nuova hero variant"
        onNew={() => crud.open(null)}
      />

      <ListStates
        query={query}
        errorText="Impossibile caricare le hero variant. Ricarica la pagina tra qualche istante."
        emptyText={'Nessuna hero variant presente. Crea la prima con "Nuova hero variant".'}
      >
        {(heroes) => (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Hero variant">
            {heroes.map((hero) => (
              <HeroCard
                key={hero.id}
                hero={hero}
                activating={activate.isPending && activate.variables === hero.id}
                onActivate={() => activateHero(hero)}
                onEdit={() => crud.open(hero)}
                onDelete={() => crud.setDeleting(hero)}
              />
            ))}
          </ul>
        )}
      </ListStates>

      {crud.dialog ? (
        <HeroDialog
          key={crud.dialog.key}
          hero={crud.dialog.item}
          open
          onOpenChange={crud.onDialogOpenChange}
        />
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={`Sei sicuro di voler eliminare la hero variant "${crud.deleting?.name ?? ""}"?`}
      />
    </section>
  );
}
