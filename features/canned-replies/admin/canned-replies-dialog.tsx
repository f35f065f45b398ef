import { useRef } from "react";
import { UserRound } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextAreaField } from "#kit/ui/textarea";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { fieldsOr } from "#kit/admin/fields-or";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { insertAtCursor } from "#kit/lib/insert-at-cursor";
import {
  cannedRepliesLimits,
  cannedRepliesSchema,
  type CannedRepliesRecord,
} from "../canned-replies.schema";
import { CUSTOMER_NAME_TOKEN } from "../canned-reply-values";
import { cannedRepliesApi } from "./canned-replies-api";

const defaults = (item: CannedRepliesRecord | null) => fieldsOr(item, { title: "", body: "" });

const Field = entityFields<ReturnType<typeof defaults>>();

/**
 * The create/edit dialog of the 'Risposte predefinite' tab: title and text; 'Inserisci nome del
 * cliente' writes the placeholder where the cursor is (decision 068).
 */
export function CannedRepliesDialog(props: EntityDialogProps<CannedRepliesRecord>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "risposta predefinita", feminine: true }),
    schema: cannedRepliesSchema,
    defaults,
    mutation: cannedRepliesApi.useSave(),
  });
  const box = useRef<HTMLTextAreaElement | null>(null);
  const { form } = entity;
  const { ref, ...body } = form.register("body");

  return (
    <EntityDialog
      entity={entity}
      description="Testi pronti da inserire nelle risposte ai ticket."
      requiredNote
    >
      <Field.Text name="title" label="Titolo" required maxLength={cannedRepliesLimits.title} />
      <div className="grid gap-2">
        <TextAreaField
          id={`${entity.id}-body`}
          label="Testo"
          required
          rows={8}
          hint={`Dove compare ${CUSTOMER_NAME_TOKEN}, la risposta inserita in un ticket riporta il nome del cliente.`}
          error={form.formState.errors.body?.message}
          {...body}
          ref={(element) => {
            ref(element);
            box.current = element;
          }}
        />
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              insertAtCursor(box.current, form.getValues("body"), CUSTOMER_NAME_TOKEN, (value) =>
                form.setValue("body", value, { shouldDirty: true }),
              )
            }
          >
            <Icon node={UserRound} className="size-4" />
            Inserisci nome del cliente
          </Button>
        </div>
      </div>
    </EntityDialog>
  );
}
