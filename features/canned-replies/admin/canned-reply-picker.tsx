import { useState } from "react";
import { useCombobox } from "downshift";
import { clsx } from "clsx";
import { controlClasses } from "#kit/ui/input";
import type { FilledReply } from "../canned-replies.schema";
import { useRepliesForTicket } from "./canned-replies-api";

/** The replies whose title or text holds every word typed (any case). */
function matching(replies: FilledReply[], typed: string): FilledReply[] {
  const words = typed.toLocaleLowerCase("it-IT").split(/\s+/).filter(Boolean);
  return replies.filter((reply) => {
    const text = `${reply.title} ${reply.text}`.toLocaleLowerCase("it-IT");
    return words.every((word) => text.includes(word));
  });
}

type Props = {
  ticketId: number;
  /** The chosen reply's text, the customer's first name already in it. */
  onPick: (text: string) => void;
};

/**
 * 'Inserisci una risposta predefinita' (decision 068): a combobox (downshift: arrows, Enter,
 * Escape) of the saved replies, searched by title and text as one types; the chosen reply's text,
 * filled by the server with the ticket's customer's first name, goes to `onPick`.
 */
export function CannedReplyPicker({ ticketId, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const query = useRepliesForTicket(ticketId, open);
  const items = matching(query.data ?? [], typed);
  const id = `canned-reply-${ticketId}`;
  const combobox = useCombobox<FilledReply>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    itemToString: (item) => item?.title ?? "",
    itemToKey: (item) => item?.id,
    selectedItem: null,
    inputValue: typed,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setTyped(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setTyped("");
      onPick(selectedItem.text);
    },
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen),
  });
  const status = !open
    ? ""
    : query.isError
      ? "Impossibile caricare le risposte predefinite."
      : !query.data
        ? "Caricamento delle risposte predefinite..."
        : query.data.length === 0
          ? "Nessuna risposta predefinita: si aggiungono nella scheda Risposte predefinite."
          : items.length === 0
            ? "Nessuna risposta corrisponde alla ricerca."
            : items.length === 1
              ? "1 risposta trovata."
              : `${items.length} risposte trovate.`;
  return (
    <div className="relative">
      <label {...combobox.getLabelProps()} className="block text-sm font-semibold text-slate-800">
        Inserisci una risposta predefinita
      </label>
      <input
        {...combobox.getInputProps({
          autoComplete: "off",
          placeholder: "Cerca per titolo o testo",
          className: controlClasses(false),
        })}
        type="text"
      />
      <ul
        {...combobox.getMenuProps()}
        aria-busy={query.isFetching || undefined}
        className={clsx(
          "absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg",
          !(combobox.isOpen && items.length > 0) && "hidden",
        )}
      >
        {combobox.isOpen
          ? items.map((item, index) => (
              <li
                key={item.id}
                {...combobox.getItemProps({ item, index })}
                className={clsx(
                  "cursor-pointer px-3 py-2 text-sm",
                  combobox.highlightedIndex === index
                    ? "bg-brand-50 text-slate-900"
                    : "text-slate-800",
                )}
              >
                <span className="block font-semibold">{item.title}</span>
                <span className="block truncate text-xs text-slate-600">{item.text}</span>
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="mt-1 text-sm text-slate-700 empty:hidden">
        {open && items.length === 0 ? status : ""}
      </p>
      <p role="status" className="sr-only">
        {open && items.length > 0 ? status : ""}
      </p>
    </div>
  );
}
