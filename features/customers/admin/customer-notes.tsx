import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Trash2 } from "lucide";
import { answer } from "#kit/lib/api-client";
import { formatCardDateTime } from "#kit/lib/dates";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextAreaField } from "#kit/ui/textarea";
import { useToastedMutation } from "#kit/admin/toasted-mutation";
import { apiFieldIssues } from "#kit/admin/mutation-toasts";
import { ConfirmDeleteDialog } from "#kit/admin/confirm-delete-dialog";
import { EmptyState } from "#kit/admin/tab-parts";
import {
  customerNoteSchema,
  NOTE_MAX_LENGTH,
  type CustomerNoteForm,
  type CustomerNoteInput,
  type CustomerNoteView,
} from "../customer-page.schema";
import { customersClient } from "./customer-api";

type Refresh = () => Promise<unknown>;
const param = (customerId: number, noteId?: number) => ({
  id: String(customerId),
  ...(noteId === undefined ? {} : { noteId: String(noteId) }),
});

/** The note writes with their toasts; each refreshes the page (`refresh`). */
function useNoteMutations(customerId: number, refresh: Refresh) {
  const add = useToastedMutation(
    (input: CustomerNoteInput) =>
      answer(customersClient[":id"].notes.$post({ param: param(customerId), json: input })),
    {
      saved: () => ({ title: "Nota salvata" }),
      failed: "Errore durante il salvataggio della nota",
      refresh,
    },
  );
  const change = useToastedMutation(
    ({ noteId, input }: { noteId: number; input: CustomerNoteInput }) =>
      answer(
        customersClient[":id"].notes[":noteId"].$patch({
          param: param(customerId, noteId) as { id: string; noteId: string },
          json: input,
        }),
      ),
    {
      saved: () => ({ title: "Nota aggiornata" }),
      failed: "Errore durante la modifica della nota",
      refresh,
    },
  );
  const remove = useToastedMutation(
    (noteId: number) =>
      answer(
        customersClient[":id"].notes[":noteId"].$delete({
          param: param(customerId, noteId) as { id: string; noteId: string },
        }),
      ),
    {
      saved: () => ({ title: "Nota eliminata" }),
      failed: "Errore durante l'eliminazione della nota",
      refresh,
    },
  );
  return { add, change, remove };
}

/** A note's text field and its submit button: the new note's form and a note being edited. */
function NoteForm({
  label,
  submitLabel,
  initial = "",
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  onSubmit: (input: CustomerNoteInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const form = useForm<CustomerNoteForm, unknown, CustomerNoteInput>({
    resolver: zodResolver(customerNoteSchema),
    defaultValues: { text: initial },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      form.reset({ text: onCancel ? input.text : "" });
    } catch (error) {
      for (const issue of apiFieldIssues(error)) {
        if (issue.path === "text") form.setError("text", { message: issue.message });
      }
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <TextAreaField
        id={`${id}-text`}
        label={label}
        required
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        hint="Solo per lo staff: il cliente non la vede mai."
        error={form.formState.errors.text?.message}
        {...form.register("text")}
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
            Annulla
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Salvataggio..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The internal notes of a customer's page (decision 069): a form for a new one, then the notes
 * newest first, plain text with their line breaks, who wrote them and when; their author or an
 * Amministratore edits or deletes them (after a confirmation).
 */
export function CustomerNotes({
  customerId,
  notes,
  refresh,
}: {
  customerId: number;
  notes: { items: CustomerNoteView[]; total: number };
  refresh: Refresh;
}) {
  const { add, change, remove } = useNoteMutations(customerId, refresh);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CustomerNoteView | null>(null);
  return (
    <div className="grid gap-4">
      <NoteForm
        label="Nuova nota interna"
        submitLabel="Aggiungi nota"
        pending={add.isPending}
        onSubmit={(input) => add.mutateAsync(input)}
      />
      {notes.items.length === 0 ? (
        <EmptyState>Nessuna nota interna su questo cliente.</EmptyState>
      ) : (
        <ol className="grid gap-3" aria-label="Note interne" data-testid="customer-notes">
          {notes.items.map((note) => (
            <li
              key={note.id}
              data-testid="customer-note"
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
            >
              <p className="text-slate-700">
                {note.authorName ?? "Utente eliminato"} ·{" "}
                <time dateTime={note.createdAt}>{formatCardDateTime(note.createdAt)}</time>
                {note.updatedAt !== note.createdAt ? " · modificata" : ""}
              </p>
              {editing === note.id ? (
                <div className="mt-2">
                  <NoteForm
                    label="Testo della nota"
                    submitLabel="Salva"
                    initial={note.text}
                    pending={change.isPending}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (input) => {
                      await change.mutateAsync({ noteId: note.id, input });
                      setEditing(null);
                    }}
                  />
                </div>
              ) : (
                <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
              )}
              {note.mayChange && editing !== note.id ? (
                <div className="mt-2 flex justify-end gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(note.id)}>
                    <Icon node={Pencil} className="size-4" />
                    Modifica<span className="sr-only"> la nota</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(note)}>
                    <Icon node={Trash2} className="size-4" />
                    Elimina<span className="sr-only"> la nota</span>
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {notes.total > notes.items.length ? (
        <p className="text-sm text-slate-600">
          Le {notes.items.length} note più recenti di {notes.total}.
        </p>
      ) : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        description="Eliminare questa nota interna? Questa azione non può essere annullata."
        pending={remove.isPending}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
      />
    </div>
  );
}
