import { filterOf, ListToolbar } from "#kit/admin/list-toolbar";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { useAdminList } from "#kit/admin/use-admin-list";
import { TextField } from "#kit/ui/input";
import type { ActivityEntryView } from "../activity-format";
import { entityLabel } from "../activity-fields";
import { activityPath, useActivityChoices } from "./activity-api";
import { ActivityEntries } from "./activity-entries";

const FILTERS = ["user", "entity", "from", "to"] as const;

/** The date range's two fields, each a filter of the list. */
const dateBounds = [
  { name: "from", label: "Dal giorno" },
  { name: "to", label: "Al giorno" },
] as const;

/**
 * The 'Registro attività' tab (issue 13, decision 032): every back-office write, newest first, a
 * page at a time, filtered by user, section and date range (kept in the URL, decision 023).
 */
export function ActivityTab() {
  const list = useAdminList<ActivityEntryView>(activityPath, FILTERS);
  const choices = useActivityChoices();
  const users = choices.data?.users ?? [];
  const entities = choices.data?.entities ?? [];
  return (
    <AdminTabSection description="Chi ha modificato cosa nel pannello, quando e da quale indirizzo. Le voci non si possono modificare né eliminare; la durata di conservazione si imposta in Impostazioni.">
      <ListToolbar
        list={list}
        label="Filtra il registro"
        placeholder="Utente, elemento o percorso"
        filters={[
          filterOf(
            "user",
            "Utente",
            "Tutti gli utenti",
            users.map((user) => ({ value: user, label: user })),
          ),
          filterOf(
            "entity",
            "Sezione",
            "Tutte le sezioni",
            entities.map((entity) => ({ value: entity, label: entityLabel(entity) })),
          ),
        ]}
      >
        {dateBounds.map(({ name, label }) => (
          <TextField
            key={name}
            id={`activity-${name}`}
            label={label}
            type="date"
            value={list.filters[name] ?? ""}
            onChange={(event) => list.setFilter(name, event.target.value)}
          />
        ))}
      </ListToolbar>
      <ListStates
        list={list}
        noun={{ one: "voce", many: "voci" }}
        errorText="Impossibile caricare il registro. Ricarica la pagina tra qualche istante."
        emptyText="Il registro è vuoto: qui compariranno le modifiche fatte nel pannello."
        noMatchText="Nessuna voce corrisponde alla ricerca o ai filtri scelti."
        countTestId="activity-shown"
      >
        {(entries) => <ActivityEntries entries={entries} />}
      </ListStates>
    </AdminTabSection>
  );
}
