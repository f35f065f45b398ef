import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { communicationTypeLabels } from "../communication-values";
import { CustomerCombobox } from "#features/customers/admin/customer-combobox";
import {
  deskCommunicationSchema,
  type DeskCommunicationForm,
  type DeskCommunicationInput,
} from "#features/support-desk/desk.schema";
import { SelectField } from "#app/components/ui/select";
import { TextAreaField } from "#app/components/ui/textarea";
import { TextField } from "#app/components/ui/input";
import { apiFieldIssues } from "#app/components/admin/shared/mutation-toasts";
import { optionsOf } from "#app/components/admin/shared/list-toolbar";
import { DraftOffer } from "#app/components/admin/shared/draft-offer";
import { useFormDraft } from "#app/components/admin/shared/use-form-draft";

type Props = {
  pending: boolean;
  onSend: (input: DeskCommunicationInput) => Promise<unknown>;
};

const empty: DeskCommunicationForm = { customerId: "", title: "", content: "", type: "info" };

/** The recipient that is not one customer. */
const everyone = [{ value: "all", label: "Tutti i clienti attivi" }];

/**
 * Writes to one customer (found by typing: a type-ahead over the customers' search) or to every
 * active customer ('Tutti i clienti attivi').
 */
export function CommunicationForm({ pending, onSend }: Props) {
  const id = useId();
  const form = useForm<DeskCommunicationForm, unknown, DeskCommunicationInput>({
    resolver: zodResolver(deskCommunicationSchema),
    defaultValues: empty,
  });
  const draft = useFormDraft(form, "communication:new");
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSend(input);
      draft.clear();
      form.reset(empty);
    } catch (error) {
      for (const issue of apiFieldIssues(error)) {
        if (issue.path in empty) {
          form.setError(issue.path as keyof DeskCommunicationForm, { message: issue.message });
        }
      }
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Nuova comunicazione
      </h3>
      <DraftOffer draft={draft} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="customerId"
          render={({ field }) => (
            <CustomerCombobox
              id={`${id}-recipient`}
              label="Destinatario"
              required
              placeholder="Scrivi per cercare un cliente"
              extras={everyone}
              error={errors.customerId?.message}
              name={field.name}
              value={String(field.value ?? "")}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <SelectField
          id={`${id}-type`}
          label="Tipo"
          required
          options={optionsOf(communicationTypeLabels)}
          error={errors.type?.message}
          {...form.register("type")}
        />
      </div>
      <TextField
        id={`${id}-subject`}
        label="Titolo"
        required
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextAreaField
        id={`${id}-content`}
        label="Contenuto"
        required
        rows={5}
        hint="Il cliente la legge nell'area clienti e la riceve anche per email."
        error={errors.content?.message}
        {...form.register("content")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          <Icon node={Send} className="size-4" />
          {pending ? "Invio in corso..." : "Invia comunicazione"}
        </Button>
      </div>
    </form>
  );
}
