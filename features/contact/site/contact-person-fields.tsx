import type { ComponentProps } from "react";
import { Send } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { TextField } from "#app/components/ui/input";
import { TextAreaField } from "#app/components/ui/textarea";

type Props<Field extends string = "name" | "email"> = {
  /** The form's id prefix (useId). */
  id: string;
  /** The form's `register` (react-hook-form's or useLightForm's). */
  register: (name: Field) => ComponentProps<"input">;
  error: (name: Field) => string | undefined;
};

/** Who is writing, in the contact, quote and AI analysis forms: name and e-mail, both required. */
export function ContactPersonFields({ id, register, error }: Props) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Nome e cognome"
        required
        autoComplete="name"
        error={error("name")}
        {...register("name")}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        error={error("email")}
        {...register("email")}
      />
    </>
  );
}

/** The optional company name of the contact and quote forms. */
export function CompanyField({
  id,
  register,
  error,
  className,
}: Props<"company"> & { className?: string }) {
  return (
    <TextField
      id={`${id}-company`}
      label="Azienda"
      hint="Facoltativo"
      autoComplete="organization"
      error={error("company")}
      className={className}
      {...register("company")}
    />
  );
}

/** The required message of the contact and quote forms, across the whole grid. */
export function MessageField({
  id,
  register,
  error,
  label,
  rows,
  placeholder,
}: Omit<Props<"message">, "register"> & {
  register: (name: "message") => ComponentProps<"textarea">;
  label: string;
  rows: number;
  placeholder: string;
}) {
  return (
    <TextAreaField
      id={`${id}-message`}
      label={label}
      required
      rows={rows}
      placeholder={placeholder}
      error={error("message")}
      className="sm:col-span-2"
      {...register("message")}
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
