import type { ComponentProps } from "react";
import { TextField } from "#app/components/ui/input";

type Field = "name" | "email";

type Props = {
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
