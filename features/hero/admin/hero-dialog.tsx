import { useId } from "react";
import { useWatch, type Control } from "react-hook-form";
import { heroLimits, heroVariantSchema, type HeroVariantInput } from "../hero.schema";
import { heroSeasonLabels, heroSeasons } from "../hero-values";
import { EntityDialog, RequiredNote } from "#app/components/admin/shared/entity-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { useSaveHeroVariant, type HeroVariantRecord } from "./hero-api";
import { HeroBackgroundFields } from "./hero-background-fields";
import { heroFormValues, heroPayload, type HeroFormValues } from "./hero-form-values";
import { HeroPreview } from "./hero-preview";

const seasonOptions = heroSeasons.map((value) => ({ value, label: heroSeasonLabels[value] }));

type Props = {
  /** The variant to edit, or null to create one. */
  hero: HeroVariantRecord | null;
  onClose: () => void;
};

/** Create/edit dialog of a hero variant with a live preview (back-office.md sections 2, 3, 5, 8). */
export function HeroDialog({ hero, onClose }: Props) {
  const id = useId();
  const save = useSaveHeroVariant();
  const entity = useEntityForm({
    schema: heroVariantSchema,
    item: hero,
    defaults: heroFormValues,
    save: (values, item, callbacks) =>
      save.mutate({ id: item?.id ?? null, payload: heroPayload(values) }, callbacks),
    pending: save.isPending,
    onClose,
    toasts: { created: "Hero variant creata", updated: "Hero variant aggiornata" },
  });
  const { form } = entity;
  const { register, control, formState } = form;
  const errors = formState.errors;

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuova hero variant", edit: "Modifica hero variant" }}
      description="La sezione in cima alla home page: testi, pulsante, sfondo e periodo di validità."
      size="2xl"
      createLabel="Crea hero variant"
      className=""
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="grid content-start gap-4">
          <RequiredNote />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-name`}
              label="Nome"
              required
              maxLength={heroLimits.name}
              error={errors.name?.message}
              hint="Solo per il pannello, es. Estate 2026"
              {...register("name")}
            />
            <SelectField
              id={`${id}-season`}
              label="Stagione"
              options={seasonOptions}
              error={errors.season?.message}
              {...register("season")}
            />
          </div>
          <TextField
            id={`${id}-title`}
            label="Titolo"
            required
            maxLength={heroLimits.title}
            error={errors.title?.message}
            hint="Puoi evidenziare parole con <strong> o <em>."
            {...register("title")}
          />
          <TextField
            id={`${id}-subtitle`}
            label="Sottotitolo"
            maxLength={heroLimits.subtitle}
            error={errors.subtitle?.message}
            {...register("subtitle")}
          />
          <TextAreaField
            id={`${id}-description`}
            label="Descrizione"
            rows={3}
            error={errors.description?.message}
            {...register("description")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-cta-text`}
              label="Testo del pulsante"
              maxLength={heroLimits.ctaText}
              error={errors.ctaText?.message}
              {...register("ctaText")}
            />
            <TextField
              id={`${id}-cta-url`}
              label="URL del pulsante"
              maxLength={heroLimits.ctaUrl}
              placeholder="/contatti"
              error={errors.ctaUrl?.message}
              {...register("ctaUrl")}
            />
          </div>
          <HeroBackgroundFields form={form} id={id} onUploadingChange={entity.setUploading} />
          <TextField
            id={`${id}-text-color`}
            label="Colore del testo"
            maxLength={heroLimits.textColor}
            hint="Un colore CSS, es. #ffffff (bianco)."
            error={errors.textColor?.message}
            {...register("textColor")}
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              Periodo di validità (vuoto: Sempre)
            </legend>
            <TextField
              id={`${id}-start`}
              type="date"
              label="Dal"
              error={errors.startDate?.message}
              {...register("startDate")}
            />
            <TextField
              id={`${id}-end`}
              type="date"
              label="Al"
              error={errors.endDate?.message}
              {...register("endDate")}
            />
          </fieldset>
          <SwitchController
            control={control}
            name="active"
            id={`${id}-active`}
            label="Attiva"
            hint="Una sola variante è attiva: attivando questa, le altre vengono disattivate."
          />
        </div>
        <div className="lg:sticky lg:top-0 lg:self-start">
          <LiveHeroPreview control={control} />
        </div>
      </div>
    </EntityDialog>
  );
}

/** The preview follows every keystroke without re-rendering the whole form. */
function LiveHeroPreview({
  control,
}: {
  control: Control<HeroFormValues, unknown, HeroVariantInput>;
}) {
  const values = useWatch({ control });
  return <HeroPreview values={values} />;
}
