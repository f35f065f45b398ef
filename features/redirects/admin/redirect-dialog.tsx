import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { TriangleAlert } from "lucide";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { useEntityForm, type SaveCallbacks } from "#kit/admin/use-entity-form";
import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import { ApiError } from "#kit/lib/api-errors";
import {
  redirectLimits,
  redirectStatusOptions,
  redirectTargetKindOf,
  redirectTargetKindOptions,
  shownPath,
  SHADOWS_PAGE,
} from "../redirect-values";
import {
  redirectSchema,
  type RedirectInput,
  type RedirectPayload,
  type RedirectRecord,
} from "../redirect.schema";
import { redirectsApi, useRedirectTargets } from "./redirects-api";

const Field = entityFields<RedirectPayload>();

type Props = EntityDialogProps<RedirectRecord> & {
  /** A new redirect from this address (the 404 log's button): only the target is asked. */
  from?: string;
};

/** The question of a save that would hide a published page, with what to send on "Sì". */
type Shadow = { message: string; values: RedirectInput; callbacks: SaveCallbacks };

/** The 409 of a redirect that would hide a published page: the server's sentence. */
function shadowMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { code?: unknown };
    return body.code === SHADOWS_PAGE ? error.serverMessage : null;
  } catch {
    return null;
  }
}

/**
 * Create/edit dialog of a redirect (decision 062): the old address (typed, or given by the 404
 * log), a page of the site chosen from the list or an external address, permanent or
 * temporary. A save that would hide a published page asks first, and is sent again confirmed.
 */
export function RedirectDialog({ from, ...props }: Props) {
  const mutation = redirectsApi.useSave();
  const [shadow, setShadow] = useState<Shadow | null>(null);
  const targets = useRedirectTargets();
  const send = (values: RedirectInput, item: RedirectRecord | null, callbacks: SaveCallbacks) =>
    mutation.mutate({ id: item?.id ?? null, payload: values }, callbacks);

  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "reindirizzamento" }),
    schema: redirectSchema,
    defaults: (item) => ({
      fromPath: item ? shownPath(item.fromPath) : (from ?? ""),
      targetKind: item ? redirectTargetKindOf(item.target) : "page",
      target: item?.target ?? "",
      status: item?.status ?? "301",
    }),
    pending: mutation.isPending,
    save: (values, item, callbacks) =>
      send(values, item, {
        onSuccess: callbacks.onSuccess,
        onError: (error) => {
          const message = shadowMessage(error);
          if (message) setShadow({ message, values, callbacks });
          else callbacks.onError(error);
        },
      }),
  });
  const { control, setValue } = entity.form;
  const kind = useWatch({ control, name: "targetKind" });

  // Another kind of target empties the target: a page's path is no address and the other way round.
  const shownKind = useRef(kind);
  useEffect(() => {
    if (shownKind.current === kind) return;
    shownKind.current = kind;
    setValue("target", "", { shouldDirty: true });
  }, [kind, setValue]);

  const confirmShadow = () => {
    if (!shadow) return;
    const { values, callbacks } = shadow;
    send({ ...values, force: true }, entity.item, {
      onSuccess: () => {
        setShadow(null);
        callbacks.onSuccess();
      },
      onError: (error) => {
        setShadow(null);
        callbacks.onError(error);
      },
    });
  };

  const pageOptions = (targets.data ?? []).map((page) => ({
    value: page.path,
    label: `${page.title} (${page.path})`,
  }));
  const current = entity.item?.target;
  if (current && kind === "page" && !pageOptions.some((option) => option.value === current)) {
    pageOptions.unshift({ value: current, label: `${current} (non più pubblicata)` });
  }

  return (
    <>
      <EntityDialog
        entity={entity}
        description="Chi apre l'indirizzo vecchio arriva alla destinazione. Vale dal salvataggio."
        size="lg"
        requiredNote
      >
        {from === undefined ? (
          <Field.Text
            name="fromPath"
            label="Da"
            required
            spellCheck={false}
            maxLength={redirectLimits.path}
            placeholder="/chi-siamo.html"
            hint="Il percorso dell'indirizzo vecchio, dalla / in poi (senza https:// e il nome del sito)."
          />
        ) : (
          <p className="text-slate-800">
            <span className="font-semibold">Da:</span> {shownPath(from)}
          </p>
        )}
        <Field.Select name="targetKind" label="Destinazione" options={redirectTargetKindOptions} />
        {kind === "url" ? (
          <Field.Text
            key="url"
            name="target"
            label="A (indirizzo esterno)"
            required
            inputMode="url"
            spellCheck={false}
            placeholder="https://www.esempio.it"
            maxLength={redirectLimits.target}
            hint="Un indirizzo che inizia con https:// o http://."
          />
        ) : (
          <Field.Select
            key="page"
            name="target"
            label="A (pagina del sito)"
            required
            placeholder={targets.isPending ? "Caricamento delle pagine..." : "Scegli una pagina"}
            options={pageOptions}
          />
        )}
        <Field.Select
          name="status"
          label="Tipo"
          options={redirectStatusOptions}
          hint="Permanente: l'indirizzo vecchio non tornerà (i motori di ricerca passano alla destinazione). Temporaneo: per un periodo."
        />
      </EntityDialog>
      <ConfirmActionDialog
        open={shadow !== null}
        onOpenChange={(open) => {
          if (!open) setShadow(null);
        }}
        title="Coprire una pagina pubblicata?"
        description={<>{shadow?.message} Vuoi salvare comunque il reindirizzamento?</>}
        confirmLabel="Sì, reindirizza"
        pendingLabel="Salvataggio..."
        icon={TriangleAlert}
        pending={mutation.isPending}
        onConfirm={confirmShadow}
      />
    </>
  );
}
