import type { EntityDialogProps } from "#kit/admin/dialog-texts";
import type { z } from "zod";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { fieldsOr } from "#kit/admin/fields-or";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { adminRoleDescriptions, adminRoleLabels, adminRoles } from "../admin-roles";
import {
  adminInviteSchema,
  adminUserChangeSchema,
  type AdminUserRecord,
} from "../admin-users.schema";
import { useUserMutations } from "./users-api";

type UserForm = { name: string; email: string; role: string; isActive: boolean };
type UserInput = {
  name?: string;
  email?: string;
  role?: AdminUserRecord["role"];
  isActive?: boolean;
};

const roleOptions = adminRoles.map((role) => ({ value: role, label: adminRoleLabels[role] }));

/** Inviting needs name, e-mail and role; an existing user changes only role and state. */
const schemaFor = (user: AdminUserRecord | null) =>
  (user ? adminUserChangeSchema : adminInviteSchema) as unknown as z.ZodType<UserInput, UserForm>;

const defaults = (user: AdminUserRecord | null): UserForm =>
  fieldsOr(user, { name: "", email: "", role: "editor", isActive: true });

const Field = entityFields<UserForm>();

/** 'Invita utente' (name, e-mail, role) or 'Modifica utente' (role, active). */
export function UserDialog(props: EntityDialogProps<AdminUserRecord>) {
  const user = props.item;
  const { invite, change } = useUserMutations();
  const entity = useEntityForm(props, {
    titles: {
      create: "Invita utente",
      edit: `Modifica ${user?.name || user?.username || "utente"}`,
      createLabel: "Invia invito",
    },
    schema: schemaFor(user),
    defaults,
    save: (input, item, callbacks) =>
      item
        ? change.mutate(
            { id: item.id, input: { role: input.role, isActive: input.isActive } },
            callbacks,
          )
        : invite.mutate({ name: input.name!, email: input.email!, role: input.role! }, callbacks),
    pending: invite.isPending || change.isPending,
  });

  return (
    <EntityDialog
      entity={entity}
      description={
        user
          ? "Il nuovo ruolo vale dalla prossima azione dell'utente; disattivarlo chiude subito le sue sessioni."
          : "L'utente riceve un'email con un link, valido 72 ore, per scegliere la password."
      }
      className="grid gap-5"
    >
      {user ? null : (
        <>
          <Field.Text name="name" label="Nome e cognome" required autoComplete="off" />
          <Field.Email name="email" />
        </>
      )}
      <Field.Select
        name="role"
        label="Ruolo"
        required
        options={roleOptions}
        hint={adminRoles
          .map((role) => `${adminRoleLabels[role]}: ${adminRoleDescriptions[role]}`)
          .join(" ")}
      />
      {user ? (
        <Field.Switch
          name="isActive"
          label="Utente attivo"
          hint="Un utente disattivato non può accedere al pannello."
        />
      ) : null}
    </EntityDialog>
  );
}
