import { useId } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { apiRequest } from "#app/lib/api";
import { apiErrorMessage } from "#app/lib/api-errors";
import { toast } from "#app/lib/use-toast";
import { HoneypotField } from "#features/contact/site/form-checkbox";
import { RequiredNote, TextAreaField, TextField } from "#features/contact/site/form-controls";
import { HONEYPOT_FIELD } from "#features/contact/contact-fields";
import {
  publicTicketCategories,
  publicTicketCategoryLabels,
  publicTicketPriorities,
  publicTicketPriorityLabels,
  publicTicketSchema,
  type PublicTicketAnswer,
  type PublicTicketInput,
  type PublicTicketPayload,
} from "../public.schema";
import { ChoiceField } from "#app/components/site/customer-area/choice-field";
import { useRequest } from "#app/lib/use-request";

/** The form's fields: the ticket plus the hidden honeypot (`website`). */
type Values = PublicTicketPayload & { website: string };
type Payload = PublicTicketInput & { website: string };

/** Category and priority start unselected, so the spec's "Seleziona ..." messages can show. */
const empty = { name: "", email: "", subject: "", description: "", website: "" };

const categoryOptions = publicTicketCategories.map((value) => ({
  value,
  label: publicTicketCategoryLabels[value],
}));
const priorityOptions = publicTicketPriorities.map((value) => ({
  value,
  label: publicTicketPriorityLabels[value],
}));

// The schema ignores the honeypot; it is added back to the payload on submit.
const resolver = zodResolver(publicTicketSchema) as unknown as Resolver<
  Values,
  unknown,
  PublicTicketInput
>;

/** The support ticket form (back-office.md 'Support ticket form'); POST /api/tickets. */
export function TicketForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const id = useId();
  const form = useForm<Values, unknown, PublicTicketInput>({ defaultValues: empty, resolver });
  const { errors } = form.formState;
  // The customer dashboard's ticket list lives in its own query client, made anew when the
  // dashboard opens: nothing cached here to refresh.
  const send = useRequest({
    mutationFn: (payload: Payload) =>
      apiRequest<PublicTicketAnswer>("POST", "/api/tickets", payload),
  });

  const submit = (values: PublicTicketInput) => {
    if (send.isPending) return;
    send.mutate({ ...values, [HONEYPOT_FIELD]: form.getValues("website") } as Payload, {
      onSuccess: () => {
        toast({
          title: "Ticket inviato con successo",
          description: "Riceverai una risposta entro le tempistiche indicate.",
        });
        form.reset(empty);
        onSent();
      },
      onError: (error) =>
        toast({
          title: "Errore nell'invio del ticket",
          description: apiErrorMessage(error) ?? "Si è verificato un errore. Riprova più tardi.",
          variant: "destructive",
        }),
    });
  };

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      className="relative mt-5 grid gap-4 sm:grid-cols-2"
    >
      <RequiredNote className="sm:col-span-2" />
      <TextField
        id={`${id}-name`}
        label="Nome e cognome"
        autoComplete="name"
        required
        maxLength={255}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={255}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <ChoiceField
        id={`${id}-category`}
        label="Categoria"
        placeholder="Seleziona una categoria"
        options={categoryOptions}
        required
        error={errors.category?.message}
        {...form.register("category")}
      />
      <ChoiceField
        id={`${id}-priority`}
        label="Priorità"
        placeholder="Seleziona una priorità"
        options={priorityOptions}
        required
        error={errors.priority?.message}
        {...form.register("priority")}
      />
      <TextField
        id={`${id}-subject`}
        label="Oggetto"
        required
        maxLength={255}
        className="sm:col-span-2"
        error={errors.subject?.message}
        {...form.register("subject")}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Descrizione del problema"
        required
        rows={5}
        maxLength={10_000}
        hint="Indica cosa succede, da quando e su quale dispositivo: ci aiuta a risolvere prima."
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <HoneypotField {...form.register("website")} />
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? (
            <Icon node={LoaderCircle} className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <Icon node={Send} className="size-4" />
          )}
          {send.isPending ? "Invio in corso..." : "Invia ticket"}
        </Button>
      </div>
    </form>
  );
}
