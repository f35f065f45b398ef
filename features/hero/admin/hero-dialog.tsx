import { useWatch, type Control } from "react-hook-form";
import { highlightTitleKit, inlineTextKit } from "#kit/admin/rich-text-kits";
import { heroLimits, heroVariantSchema, type HeroVariantInput } from "../hero.schema";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog, RequiredNote } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { heroApi, type HeroVariantRecord } from "./hero-api";
import { HeroBackgroundFields } from "./hero-background-fields";
import { heroFormValues, heroPayload, type HeroFormValues } from "./hero-form-values";
import { HeroPreview } from "./hero-preview";
import { HeroTextEditor } from "./hero-text-editor";
import { heroSeasonOptions } from "#features/hero/hero-values";
import { VersionsPanel } from "#features/versions/admin/versions-panel";

const Field = entityFields<HeroFormValues>();

/** The title in the editor: one large line, the highlighted words as the panel shows marks. */
const titleEditorClasses =
  "text-lg font-semibold text-slate-900 [&_mark]:rounded-sm [&_mark]:bg-sky-100 [&_mark]:px-0.5 [&_mark]:text-sky-900";

/**
 * Create/edit dialog of a hero variant with a live preview
 * (../shared/spec/back-office.md §2, §3, §5, §8).
 */
export function HeroDialog(props: EntityDialogProps<HeroVariantRecord>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "variante del banner", feminine: true }),
    schema: heroVariantSchema,
    defaults: heroFormValues,
    mutation: heroApi.useSave(),
    payload: heroPayload,
    draft: "hero",
  });
  const { id, form } = entity;

  return (
    <EntityDialog
      entity={entity}
      description="La sezione in cima alla home page: testi, pulsante, sfondo e periodo di validità."
      size="2xl"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="grid content-start gap-4">
          {entity.item ? (
            <VersionsPanel
              entity="hero"
              itemId={entity.item.id}
              onRestored={(item) => entity.showSaved(heroFormValues(item as HeroVariantRecord))}
            />
          ) : null}
          <RequiredNote />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field.Text
              name="name"
              label="Nome"
              required
              maxLength={heroLimits.name}
              hint="Solo per il pannello, es. Estate 2026"
            />
            <Field.Select name="season" label="Stagione" options={heroSeasonOptions} />
          </div>
          <HeroTextEditor
            control={form.control}
            name="title"
            id={`${id}-title`}
            label="Titolo"
            required
            kit={highlightTitleKit}
            contentClassName={titleEditorClasses}
            hint="Seleziona le parole da mettere in risalto e premi «Evidenziato» (Ctrl+Maiusc+H). Maiusc+Invio va a capo."
          />
          <Field.Text name="subtitle" label="Sottotitolo" maxLength={heroLimits.subtitle} />
          <HeroTextEditor
            control={form.control}
            name="description"
            id={`${id}-description`}
            label="Descrizione"
            kit={inlineTextKit}
            contentClassName="text-slate-900"
            hint="Grassetto (Ctrl+B) e corsivo (Ctrl+I) dalla barra; Invio va a capo."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field.Text name="ctaText" label="Testo del pulsante" maxLength={heroLimits.ctaText} />
            <Field.Text
              name="ctaUrl"
              label="URL del pulsante"
              maxLength={heroLimits.ctaUrl}
              placeholder="/contatti"
            />
          </div>
          <HeroBackgroundFields form={form} id={id} />
          <Field.Text
            name="textColor"
            type="color"
            label="Colore del testo"
            hint="Bianco se lo sfondo è scuro; controlla nell'anteprima che il testo si legga bene."
            className="sm:max-w-60"
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              Periodo di validità (vuoto: Sempre)
            </legend>
            <p className="text-sm text-slate-700 sm:col-span-2">
              In questi giorni la home page mostra questa variante al posto di quella attiva. I
              periodi di due varianti non possono sovrapporsi.
            </p>
            <Field.Text name="startDate" type="date" label="Dal" />
            <Field.Text name="endDate" type="date" label="Al" />
          </fieldset>
          <Field.Switch
            name="active"
            label="Attiva"
            hint="Una sola variante è attiva: la home page la mostra fuori dai periodi di validità delle varianti. Attivando questa, le altre vengono disattivate."
          />
        </div>
        <div className="lg:sticky lg:top-0 lg:self-start">
          <LiveHeroPreview control={form.control} />
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
