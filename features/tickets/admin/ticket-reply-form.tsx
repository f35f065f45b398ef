import { useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import {
  deskReplySchema,
  type DeskReplyForm,
  type DeskReplyInput,
} from "#features/support-desk/desk.schema";
import { TextAreaField } from "#kit/ui/textarea";
import { apiFieldIssues } from "#kit/admin/mutation-toasts";
import { DraftOffer } from "#kit/admin/draft-offer";
import { useFormDraft } from "#kit/admin/use-form-draft";
import { insertAtCursor } from "#kit/lib/insert-at-cursor";
import { CannedReplyPicker } from "#features/canned-replies/admin/canned-reply-picker";
import { AttachmentPicker, attachmentIssues } from "../attachment-fields";
import { chosenFilesProblem } from "../ticket-attachment-rules";

const resolver = zodResolver(deskReplySchema);

/**
 * The reply form's state, held by the thread dialog (it asks before closing while a reply is
 * typed), with the reply's local draft per ticket.
 */
export function useReplyForm(ticketId: number) {
  const form = useForm<DeskReplyForm, unknown, DeskReplyInput>({
    resolver,
    defaultValues: { message: "", isInternal: false },
  });
  const draft = useFormDraft(form, `ticket-reply:${ticketId}`);
  return { form, draft, ticketId };
}

type Props = {
  reply: ReturnType<typeof useReplyForm>;
  pending: boolean;
  onSubmit: (input: DeskReplyInput & { files: readonly File[] }) => Promise<unknown>;
};

/** Reply to the customer, or an internal note when the box is ticked; either with files. */
export function TicketReplyForm({ reply: { form, draft, ticketId }, pending, onSubmit }: Props) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...message } = form.register("message");
  const internal = useWatch({ control: form.control, name: "isInternal" });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const submit = form.handleSubmit(async (input) => {
    if (chosenFilesProblem(files)) return;
    setFilesError(undefined);
    try {
      await onSubmit({ ...input, files });
      draft.clear();
      setFiles([]);
      // The box stays as it was for the next message.
      form.reset({ message: "", isInternal: input.isInternal });
    } catch (error) {
      for (const issue of apiFieldIssues(error)) {
        if (issue.path === "message") form.setError("message", { message: issue.message });
      }
      setFilesError(attachmentIssues(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Rispondi al ticket">
      <DraftOffer draft={draft} />
      <CannedReplyPicker
        ticketId={ticketId}
        onPick={(text) =>
          insertAtCursor(box.current, form.getValues("message"), text, (value) =>
            form.setValue("message", value, { shouldDirty: true }),
          )
        }
      />
      <TextAreaField
        id={`${id}-message`}
        label={internal ? "Nota interna" : "Risposta al cliente"}
        required
        rows={4}
        error={form.formState.errors.message?.message}
        {...message}
        ref={(element) => {
          ref(element);
          box.current = element;
        }}
      />
      <AttachmentPicker
        id={`${id}-files`}
        files={files}
        error={filesError}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            {...form.register("isInternal")}
          />
          Nota interna (non visibile al cliente)
        </label>
        <Button type="submit" disabled={pending}>
          <Icon node={Send} className="size-4" />
          {pending ? "Invio in corso..." : internal ? "Salva nota" : "Invia risposta"}
        </Button>
      </div>
    </form>
  );
}
