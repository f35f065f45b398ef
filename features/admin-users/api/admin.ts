import type { Deps } from "#server/context";
import {
  apiRoutes,
  errorAnswer,
  idParam,
  jsonAnswer,
  jsonBody,
  noContent,
  routeKit,
} from "#server/http/openapi";
import { listPage } from "#server/http/list-query";
import { getSiteSettings } from "#features/settings/settings.server";
import { noteChange, withChange } from "#features/activity/activity.server";
import { readRow } from "#db/rows";
import { adminUsers } from "#db/schema";
import {
  adminInviteSchema,
  adminUserChangeSchema,
  adminUserMessages,
  adminUserRecordSchema,
} from "../admin-users.schema";
import {
  adminUserListQuery,
  changeAdminUser,
  deleteAdminUser,
  inviteAdminUser,
  listAdminUserPage,
  resendInvitation,
} from "../admin-users.server";

const route = routeKit(["Utenti"]);
const params = idParam(adminUserMessages.notFound);
const user = jsonAnswer(adminUserRecordSchema, "L'utente");
const refused = {
  404: errorAnswer(adminUserMessages.notFound),
  409: errorAnswer(
    "Regola degli utenti violata (sé stessi, ultimo Amministratore, email già usata)",
  ),
};

/**
 * /api/admin/users (area "users": Amministratore only; decision 030):
 *   GET    /                  the paged list (search on name, e-mail, username; sort)
 *   POST   /                  { name, email, role } -> 201: the user, without a password, and a
 *                             72-hour single-use link mailed through the outbox
 *   POST   /{id}/invitation   a new link for a user who has not accepted yet (409 otherwise)
 *   PATCH  /{id}              { role?, isActive? }: deactivating ends their sessions at once
 *   DELETE /{id}              the user can no longer sign in; what they wrote keeps their name
 * 409 for one's own account (demote, deactivate, delete) and for the last active Amministratore.
 */
export function adminUserRoutes({ db, env, mail }: Deps) {
  const mailContext = async () => ({
    siteUrl: env.siteUrl,
    brand: (await getSiteSettings(db)).site_name.trim() || "Scaligera Digital",
  });
  // The user as stored, before and after a write, for the activity log (decision 032; the
  // password hash is hidden there by its name).
  const stored = (id: number) => ({ entityId: id, read: () => readRow(db, adminUsers, id) });
  return apiRoutes()
    .openapi(
      route.list("/", "Elenco paginato degli utenti del pannello", {
        query: adminUserListQuery,
        item: adminUserRecordSchema,
        page: "Una pagina di utenti",
      }),
      listPage(db, listAdminUserPage),
    )
    .openapi(
      route.post("/", "Invita un utente (email con il link per impostare la password)", {
        request: jsonBody(adminInviteSchema),
        responses: { 201: user, ...refused },
      }),
      async (c) => {
        const created = await inviteAdminUser(db, c.req.valid("json"), await mailContext());
        noteChange({
          action: "create",
          before: null,
          after: await readRow(db, adminUsers, created.id),
        });
        mail.kick();
        return c.json(created, 201);
      },
    )
    .openapi(
      route.post("/{id}/invitation", "Invia di nuovo l'invito (il link precedente non vale più)", {
        request: { params },
        responses: { 200: user, ...refused },
      }),
      async (c) => {
        const found = await resendInvitation(db, c.req.valid("param").id, await mailContext());
        mail.kick();
        return c.json(found, 200);
      },
    )
    .openapi(
      route.patch("/{id}", "Cambia il ruolo, disattiva o riattiva un utente", {
        request: { params, ...jsonBody(adminUserChangeSchema) },
        responses: { 200: user, ...refused },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const changed = await withChange(stored(id), () =>
          changeAdminUser(db, c.get("admin").id, id, c.req.valid("json")),
        );
        return c.json(changed, 200);
      },
    )
    .openapi(
      route.delete("/{id}", "Elimina un utente (i contenuti restano con il suo nome)", {
        request: { params },
        responses: { ...noContent, ...refused },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        await withChange(stored(id), () => deleteAdminUser(db, c.get("admin").id, id));
        return c.body(null, 204);
      },
    );
}
