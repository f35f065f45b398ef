/** The props of every create/edit dialog of an entity (`CrudTab` renders it). */
export type EntityDialogProps<T> = {
  /** The item to edit, or null to create a new one. */
  item: T | null;
  onClose: () => void;
};

/** How the texts of a dialog name its entity, e.g. { noun: "piattaforma", feminine: true }. */
type Naming = { noun: string; feminine?: boolean };

/** A dialog's title in each mode and its create button's label (edit mode: 'Salva modifiche'). */
export type DialogTitles = { create: string; edit: string; createLabel: string };

/** 'Nuovo cliente' / 'Modifica cliente' and the create button's 'Crea cliente'. */
export function dialogTitles({ noun, feminine }: Naming): DialogTitles {
  const create = `${feminine ? "Nuova" : "Nuovo"} ${noun}`;
  return { create, edit: `Modifica ${noun}`, createLabel: `Crea ${noun}` };
}

/**
 * The titles of a dialog and the toasts of its save from one noun (the toasts' subject is the
 * noun with a capital), e.g. `dialogTexts({ noun: "articolo" })` for 'Nuovo articolo' and
 * 'Articolo creato'; spread into `useEntityForm`'s options.
 */
export function dialogTexts({ noun, feminine, ...toasts }: Naming & ToastOptions) {
  const subject = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    titles: dialogTitles({ noun, feminine }),
    toasts: savedToasts(subject, { feminine, ...toasts }),
  };
}

/** How the toasts name the save: the subject's gender, an ending, the errors' "of …" words. */
type ToastOptions = { feminine?: boolean; suffix?: string; of?: string };

/**
 * The success toasts of a save ('Cliente creato' / 'Cliente aggiornato', `suffix` e.g.
 * ' con successo'), and with `of` (e.g. 'della soluzione') its 'Errore nella creazione …' texts.
 */
export function savedToasts(subject: string, { feminine, suffix = "", of }: ToastOptions = {}) {
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
