import { useWatch, useFormState, type UseFormReturn } from "react-hook-form";
import { Info } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import { FieldError } from "#kit/ui/field";
import { TextField } from "#kit/ui/input";
import { entityFields } from "#kit/admin/entity-fields";
import { fieldError } from "#kit/admin/field-error";
import { customGradient, gradientEnds, gradientPresets, presetOf } from "../hero-backgrounds";
import type { HeroFormValues } from "./hero-form-values";

type Props = { form: UseFormReturn<HeroFormValues>; id: string };

const Field = entityFields<HeroFormValues>();

/** The two kinds of background, chosen with a radio button each. */
const backgroundTypes = [
  { value: "gradient", label: "Gradiente" },
  { value: "image", label: "Immagine" },
] as const;

const choiceClass =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700";

/**
 * Background of a hero: a gradient (a named preset, or "Personalizzato" with two colour pickers)
 * or an uploaded image. The owner never types CSS: the field holds the gradient the choice makes.
 */
export function HeroBackgroundFields({ form, id }: Props) {
  const { register, control } = form;
  const type = useWatch({ control, name: "backgroundType" }) ?? "gradient";

  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Sfondo</legend>
      <div className="flex flex-wrap gap-3">
        {backgroundTypes.map(({ value, label }) => (
          <label key={value} className={choiceClass}>
            <input
              type="radio"
              value={value}
              className="accent-brand-700"
              {...register("backgroundType")}
            />
            {label}
          </label>
        ))}
      </div>

      {type === "gradient" ? (
        <GradientChoice form={form} id={id} />
      ) : (
        <>
          <Field.Image
            name="backgroundImage"
            label="Immagine di sfondo"
            previewAlt="Anteprima dell'immagine di sfondo"
          />
          <div className="flex gap-3 rounded-lg bg-sky-50 p-3 text-sm text-slate-800">
            <Icon node={Info} className="mt-0.5 size-4 shrink-0 text-sky-800" />
            <div>
              <p className="font-semibold">Consigli per l'immagine</p>
              <ul className="mt-1 list-disc pl-5">
                <li>Dimensione minima consigliata: 1920x1080 pixel, orientamento orizzontale.</li>
                <li>Formati: JPG, PNG, WebP.</li>
                <li>
                  Sull'immagine viene applicata una velatura scura del 40% per rendere leggibile il
                  testo.
                </li>
                <li>Tieni il soggetto al centro: sui telefoni i lati vengono tagliati.</li>
              </ul>
            </div>
          </div>
        </>
      )}
    </fieldset>
  );
}

const swatchClass = "h-8 rounded-md border border-black/10";

/** The presets and "Personalizzato" as one radio group of swatches, then the custom colours. */
function GradientChoice({ form, id }: Props) {
  const { setValue, control } = form;
  const current = useWatch({ control, name: "backgroundColor" }) ?? "";
  const { errors } = useFormState({ control, name: "backgroundColor" });
  const error = fieldError(errors.backgroundColor);
  const preset = presetOf(current);
  const ends = gradientEnds(current);
  const choose = (value: string) =>
    setValue("backgroundColor", value, { shouldDirty: true, shouldValidate: true });
  const custom = (from: string, to: string) => choose(customGradient(from, to, ends.angle));

  return (
    <>
      <fieldset aria-describedby={error ? `${id}-gradient-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Gradiente</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {gradientPresets.map((option) => (
            <label key={option.name} className={cn(choiceClass, "flex-col items-stretch")}>
              <input
                type="radio"
                name={`${id}-preset`}
                className="sr-only"
                checked={preset?.value === option.value}
                onChange={() => choose(option.value)}
              />
              <span className={swatchClass} style={{ background: option.value }} aria-hidden />
              <span>{option.name}</span>
            </label>
          ))}
          <label className={cn(choiceClass, "flex-col items-stretch")}>
            <input
              type="radio"
              name={`${id}-preset`}
              className="sr-only"
              checked={!preset}
              onChange={() => custom(ends.from, ends.to)}
            />
            <span
              className={swatchClass}
              style={{ background: preset ? customGradient(ends.from, ends.to) : current }}
              aria-hidden
            />
            <span>Personalizzato</span>
          </label>
        </div>
        <FieldError id={`${id}-gradient`} message={error} />
      </fieldset>
      {preset ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-from`}
            type="color"
            label="Colore iniziale"
            hint="In alto a sinistra"
            value={ends.from}
            onChange={(event) => custom(event.target.value, ends.to)}
          />
          <TextField
            id={`${id}-to`}
            type="color"
            label="Colore finale"
            hint="In basso a destra"
            value={ends.to}
            onChange={(event) => custom(ends.from, event.target.value)}
          />
        </div>
      )}
    </>
  );
}
