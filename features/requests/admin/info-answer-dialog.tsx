import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import type { DeskInfoRequest } from "#features/support-desk/desk-views";
import {
  infoAnswerSchema,
  type InfoAnswerForm,
  type InfoAnswerInput,
} from "#features/support-desk/desk.schema";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { DialogFooter } from "#app/components/ui/dialog";
import { TextAreaField } from "#app/components/ui/textarea";

type Props = {
  request: DeskInfoRequest;
  pending: boolean;
  onAnswer: (input: InfoAnswerInput) => Promise<unknown>;
  onClose: () => void;
};

/** Answers an info request; the customer gets the answer by e-mail. Stays open on failure. */
export function InfoAnswerDialog({ request, pending, onAnswer, onClose }: Props) {
  const id = useId();
  const form = useForm<InfoAnswerForm, unknown, InfoAnswerInput>({
    resolver: zodResolver(infoAnswerSchema),
    defaultValues: { adminResponse: "", status: "answered" },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      await onAnswer(input);
      onClose();
    } catch {
      // The toast tells what went wrong; the answer stays in the form.
    }
  });
  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Rispondi a ${request.customerName}`}
      description={`Oggetto: ${request.subject}`}
      size="lg"
      busy={pending}
      unsaved={form.formState.isDirty}
    >
      <form onSubmit={submit} noValidate>
        <p className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
          {request.message}
        </p>
        <TextAreaField
          id={`${id}-response`}
          className="mt-4"
          label="Risposta"
          required
          rows={6}
          hint="Il cliente riceve la risposta per email e la trova nella sua area."
          error={form.formState.errors.adminResponse?.message}
          {...form.register("adminResponse")}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Invio in corso..." : "Invia risposta"}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
