import { useWatch, type UseFormReturn } from "react-hook-form";
import { Info } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/components/ui/cn";
import { entityFields } from "#app/components/admin/shared/entity-fields";
import { gradientPresets } from "./gradient-presets";
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

/** Background of a hero: a gradient (six presets or a custom CSS gradient) or an uploaded image. */
export function HeroBackgroundFields({ form, id }: Props) {
  const { register, setValue, control } = form;
  const type = useWatch({ control, name: "backgroundType" }) ?? "gradient";
  const current = useWatch({ control, name: "backgroundColor" });

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
        <>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Gradienti predefiniti</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {gradientPresets.map((preset) => (
                <label key={preset.name} className={cn(choiceClass, "flex-col items-stretch")}>
                  <input
                    type="radio"
                    name={`${id}-preset`}
                    className="sr-only"
                    checked={current === preset.value}
                    onChange={() =>
                      setValue("backgroundColor", preset.value, {
                        shouldDirty: true,
                        shouldValidate: true,
                      })
                    }
                  />
                  <span
                    className="h-8 rounded-md"
                    style={{ background: preset.value }}
                    aria-hidden="true"
                  />
                  <span>{preset.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field.Text
            name="backgroundColor"
            label="Gradiente CSS"
            hint="Scegli un gradiente qui sopra o scrivine uno, ad esempio linear-gradient(135deg, #0b1533, #1e3a8a)."
            autoComplete="off"
            spellCheck={false}
          />
        </>
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
