import type { ComponentProps } from "react";
import { Send } from "lucide";
import { Icon } from "#kit/ui/icon";
import { TextField } from "#kit/ui/input";
import { TextAreaField } from "#kit/ui/textarea";

/** A field of the form bound by its name (`boundField(form, id)`): id, message, registration. */
type Bound<Field extends string, Control extends "input" | "textarea" = "input"> = {
  field: (name: Field) => ComponentProps<Control> & { id: string; error?: string };
};

/** Who is writing, in the contact, quote and AI analysis forms: name and e-mail, both required. */
export function ContactPersonFields({ field }: Bound<"name" | "email">) {
  return (
    <>
      <TextField label="Nome e cognome" required autoComplete="name" {...field("name")} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        {...field("email")}
      />
    </>
  );
}

/** The optional company name of the contact and quote forms. */
export function CompanyField({ field, className }: Bound<"company"> & { className?: string }) {
  return (
    <TextField
      label="Azienda"
      hint="Facoltativo"
      autoComplete="organization"
      className={className}
      {...field("company")}
    />
  );
}

/** The required message of the contact and quote forms, across the whole grid. */
export function MessageField({
  field,
  label,
  rows,
  placeholder,
}: Bound<"message", "textarea"> & { label: string; rows: number; placeholder: string }) {
  return (
    <TextAreaField
      label={label}
      required
      rows={rows}
      placeholder={placeholder}
      className="sm:col-span-2"
      {...field("message")}
    />
  );
}

/** What the send button of the contact and quote forms says, while sending or not. */
export function SendLabel({ pending }: { pending: boolean }) {
  return pending ? (
    "Invio in corso..."
  ) : (
    <>
      <Icon node={Send} className="size-4" />
      Invia richiesta
    </>
  );
}
