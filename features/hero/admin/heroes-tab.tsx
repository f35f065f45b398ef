import { CrudTab, tabDeleteById, entityTexts } from "#kit/admin/crud-tab";
import { optionsOf } from "#kit/admin/list-toolbar";
import { toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import {
  useActivateHeroVariant,
  useShownHeroId,
  heroApi,
  type HeroVariantRecord,
} from "./hero-api";
import { HeroCard } from "./hero-card";
import { HeroDialog } from "./hero-dialog";

/**
 * The 'Banner della home' tab (the hero variants) (../shared/spec/back-office.md §2): grid,
 * activate, edit, delete, create.
 */
export function HeroesTab() {
  const activate = useActivateHeroVariant();
  const shownId = useShownHeroId();

  const activateHero = (hero: HeroVariantRecord) =>
    activate.mutate(hero.id, {
      onSuccess: () =>
        toastSuccess(
          "Variante del banner attivata",
          `"${hero.name}" è in home page fuori dai periodi di validità delle altre varianti.`,
        ),
      onError: (error) => toastError("Errore durante l'attivazione", error),
    });

  return (
    <CrudTab<HeroVariantRecord>
      description="Le varianti della sezione principale della home page. Una sola alla volta è attiva."
      path={heroApi.path}
      {...entityTexts(
        "la variante del banner",
        "le varianti del banner",
        (hero: HeroVariantRecord) => hero.name,
      )}
      toolbar={{
        placeholder: "Nome o titolo",
        sorts: optionsOf({ name: "Nome", active: "Attiva", createdAt: "Data di creazione" }),
      }}
      emptyText={
        'Nessuna variante del banner presente. Crea la prima con "Nuova variante del banner".'
      }
      items={(heroes, { onEdit, onDelete }) => (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Varianti del banner">
          {heroes.map((hero) => (
            <HeroCard
              key={hero.id}
              hero={hero}
              shownNow={hero.id === shownId}
              activating={activate.isPending && activate.variables === hero.id}
              onActivate={() => activateHero(hero)}
              onEdit={() => onEdit(hero)}
              onDelete={() => onDelete(hero)}
            />
          ))}
        </ul>
      )}
      dialog={HeroDialog}
      remove={tabDeleteById(heroApi.useDelete(), "Variante del banner eliminata")}
    />
  );
}
