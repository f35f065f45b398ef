/** The props of every create/edit dialog of an entity (`CrudTab` renders it). */
export type EntityDialogProps<T> = {
  /** The item to edit, or null to create a new one. */
  item: T | null;
  onClose: () => void;
};

/** How the texts of a dialog name its entity, e.g. { noun: "piattaforma", feminine: true }. */
type Naming = { noun: string; feminine?: boolean };

/** 'Nuovo cliente' / 'Modifica cliente' and the create button's 'Crea cliente'. */
export function dialogTitles({ noun, feminine }: Naming) {
  return {
    title: { create: `${feminine ? "Nuova" : "Nuovo"} ${noun}`, edit: `Modifica ${noun}` },
    createLabel: `Crea ${noun}`,
  };
}

/**
 * The success toasts of a save ('Cliente creato' / 'Cliente aggiornato', `suffix` e.g.
 * ' con successo'), and with `of` (e.g. 'della soluzione') its 'Errore nella creazione …' texts.
 */
export function savedToasts(
  subject: string,
  { feminine, suffix = "", of }: { feminine?: boolean; suffix?: string; of?: string } = {},
) {
  const ending = feminine ? "a" : "o";
  return {
    created: `${subject} creat${ending}${suffix}`,
    updated: `${subject} aggiornat${ending}${suffix}`,
    ...(of
      ? {
          failed: (creating: boolean) =>
            creating ? `Errore nella creazione ${of}` : `Errore nell'aggiornamento ${of}`,
        }
      : {}),
  };
}
