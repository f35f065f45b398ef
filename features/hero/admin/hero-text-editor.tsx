import type { ComponentProps } from "react";
import { Controller, type Control } from "react-hook-form";
import { RichTextEditor } from "#kit/admin/rich-text-editor";
import type { HeroVariantInput } from "../hero.schema";
import type { HeroFormValues } from "./hero-form-values";

type EditorProps = Omit<
  ComponentProps<typeof RichTextEditor>,
  "value" | "onChange" | "onBlur" | "error"
>;

type Props = EditorProps & {
  control: Control<HeroFormValues, unknown, HeroVariantInput>;
  name: "title" | "description";
};

/** A hero text (title or description) written in the admin kit's editor, bound to the form. */
export function HeroTextEditor({ control, name, ...editor }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          {...editor}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
