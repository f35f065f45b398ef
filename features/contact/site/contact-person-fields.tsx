import type { ComponentProps } from "react";
import { TextField } from "#app/components/ui/input";

type Field = "name" | "email" | "company";

type Props = {
  /** The form's id prefix (useId). */
  id: string;
  /** The form's `register` (react-hook-form's or useLightForm's). */
  register: (name: Field) => ComponentProps<"input">;
  error: (name: Field) => string | undefined;
  /** Classes of the company field's wrapper (e.g. `sm:col-span-2` for a whole row). */
  companyClassName?: string;
};

/** Who is writing, in the contact and quote forms: name and e-mail required, company optional. */
export function ContactPersonFields({ id, register, error, companyClassName }: Props) {
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
      <TextField
        id={`${id}-company`}
        label="Azienda"
        hint="Facoltativo"
        autoComplete="organization"
        error={error("company")}
        className={companyClassName}
        {...register("company")}
      />
    </>
  );
}
