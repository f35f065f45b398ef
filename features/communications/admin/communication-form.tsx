import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import {
  communicationAudienceLabels,
  communicationAudiences,
  communicationTypeLabels,
} from "../communication-values";
import {
  templateCategoryLabels,
  templateCategoryOptions,
} from "#features/service-templates/template-values";
import type { CommunicationPreview } from "#features/support-desk/desk-views";
import { useCommunicationTemplates } from "#features/support-desk/admin/desk-api";
import { CommunicationConfirmDialog } from "./communication-confirm-dialog";
import { CustomerCombobox } from "#features/customers/admin/customer-combobox";
import {
  deskCommunicationSchema,
  type DeskCommunicationForm,
  type DeskCommunicationInput,
} from "#features/support-desk/desk.schema";
import { SelectField } from "#kit/ui/select";
import { TextAreaField } from "#kit/ui/textarea";
import { TextField } from "#kit/ui/input";
import { apiFieldIssues } from "#kit/admin/mutation-toasts";
import { optionsOf } from "#kit/admin/list-toolbar";
import { DraftOffer } from "#kit/admin/draft-offer";
import { useFormDraft } from "#kit/admin/use-form-draft";

type Props = {
  pending: boolean;
  /** Asks the server who would get it and how the first mail reads. */
  onPreview: (input: DeskCommunicationForm) => Promise<CommunicationPreview>;
  onSend: (input: DeskCommunicationForm) => Promise<unknown>;
  /**
   * A form for one customer only (the customer's page, decision 069): no choice of recipients,
   * the customer named instead; its own draft.
   */
  recipient?: { id: number; name: string };
};

const empty: DeskCommunicationForm = {
  audience: "customer",
  customerId: "",
  templateId: "",
  category: "",
  title: "",
  content: "",
  type: "info",
};

/**
 * Writes to one customer (found by typing: a type-ahead over the customers' search), to the
 * customers with an active service of one template or one category, or to every active customer:
 * an explicit choice ('Destinatari', issue 22), never a suggestion of the search. Every send
 * first shows the server's preview (how many, whom, the mail as sent) and asks; the send carries
 * the count confirmed, and the form starts again from 'Un cliente' afterwards.
 */
export function CommunicationForm({ pending, onPreview, onSend, recipient }: Props) {
  const id = useId();
  const start = recipient ? { ...empty, customerId: String(recipient.id) } : empty;
  const form = useForm<DeskCommunicationForm, unknown, DeskCommunicationInput>({
    resolver: zodResolver(deskCommunicationSchema),
    defaultValues: start,
  });
  const draft = useFormDraft(
    form,
    recipient ? `communication:customer:${recipient.id}` : "communication:new",
  );
  const errors = form.formState.errors;
  const audience = useWatch({ control: form.control, name: "audience" }) ?? "customer";
  const templates = useCommunicationTemplates(audience === "template");
  const [asked, setAsked] = useState<{
    input: DeskCommunicationForm;
    preview: CommunicationPreview;
  } | null>(null);
  const showIssues = (error: unknown) => {
    for (const issue of apiFieldIssues(error)) {
      if (issue.path in empty) {
        form.setError(issue.path as keyof DeskCommunicationForm, { message: issue.message });
      }
    }
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      setAsked({ input, preview: await onPreview(input) });
    } catch (error) {
      showIssues(error);
    }
  });
  const confirm = async () => {
    if (!asked) return;
    const { input, preview } = asked;
    try {
      await onSend(preview.count > 1 ? { ...input, confirmedCount: preview.count } : input);
      draft.clear();
      form.reset(start);
    } catch (error) {
      showIssues(error);
    }
    setAsked(null);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {recipient ? (
        <p id={`${id}-title`} className="text-slate-800">
          Destinatario: <strong>{recipient.name}</strong>
        </p>
      ) : (
        <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          Nuova comunicazione
        </h3>
      )}
      <DraftOffer draft={draft} />
      {recipient ? null : (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold text-slate-900">Destinatari</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {communicationAudiences.map((value) => (
              <label key={value} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-brand-700"
                  {...form.register("audience")}
                />
                {communicationAudienceLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {recipient ? null : audience === "customer" ? (
          <Controller
            control={form.control}
            name="customerId"
            render={({ field }) => (
              <CustomerCombobox
                id={`${id}-recipient`}
                label="Cliente"
                required
                placeholder="Scrivi per cercare un cliente"
                error={errors.customerId?.message}
                name={field.name}
                value={String(field.value ?? "")}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ) : audience === "template" ? (
          <SelectField
            id={`${id}-template`}
            label="Servizio"
            required
            placeholder={templates.isPending ? "Caricamento..." : "Scegli un servizio"}
            options={(templates.data ?? []).map((t) => ({
              value: String(t.id),
              label: `${t.name} (${templateCategoryLabels[t.category]})`,
            }))}
            hint="Chi ha un servizio attivo di questo tipo, tra i clienti attivi."
            error={errors.templateId?.message}
            {...form.register("templateId")}
          />
        ) : audience === "category" ? (
          <SelectField
            id={`${id}-category`}
            label="Categoria"
            required
            placeholder="Scegli una categoria"
            options={templateCategoryOptions}
            hint="Chi ha un servizio attivo di questa categoria, tra i clienti attivi."
            error={errors.category?.message}
            {...form.register("category")}
          />
        ) : (
          <p className="self-end text-sm text-slate-700">
            Ogni cliente attivo riceverà la comunicazione.
          </p>
        )}
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
        hint="Scrivi solo il messaggio: l'email aggiunge da sé il saluto («Gentile Nome Cognome,») e la firma. Il cliente la legge anche nell'area clienti."
        error={errors.content?.message}
        {...form.register("content")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending || form.formState.isSubmitting}>
          <Icon node={Send} className="size-4" />
          {form.formState.isSubmitting ? "Anteprima in corso..." : "Invia comunicazione"}
        </Button>
      </div>
      <CommunicationConfirmDialog
        preview={asked?.preview ?? null}
        pending={pending}
        onCancel={() => setAsked(null)}
        onConfirm={() => void confirm()}
      />
    </form>
  );
}
