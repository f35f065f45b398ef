import type { Deps } from "#server/context";
import {
  apiRoutes,
  idParam,
  jsonAnswer,
  jsonBody,
  noContent,
  notFoundAnswer,
  routeKit,
  noContentOr404,
} from "#server/http/openapi";
import { listPage } from "#server/http/list-query";
import { changesNothing } from "#server/http/admin-writes";
import { deskMessages, deskCommunicationSchema } from "#features/support-desk/desk.schema";
import {
  communicationPreviewSchema,
  communicationTemplateSchema,
  deskCommunicationRowSchema,
} from "#features/support-desk/desk-views";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import {
  communicationListQuery,
  deleteDeskCommunication,
  listCommunicationPage,
  listCommunicationTemplates,
  previewCommunication,
  sendCommunication,
} from "../desk.server";
import { deskMailLinks } from "#features/support-desk/desk-mail-links.server";
import { noteChange, withChange } from "#features/activity/activity.server";
import { readRow } from "#db/rows";
import { customerCommunications } from "../communications.table";

const route = routeKit(["Supporto: comunicazioni"], { bodyLimit: portalBodyLimit });

/**
 * Communications to customers, behind requireAdmin:
 *   GET    /?q=&sort=&dir=&page=&type=&read=   one page of communications (one row per
 *                recipient), newest first unless sorted, with customer name
 *   GET    /templates  the service templates a communication can be addressed by
 *   POST   /preview    { audience, customerId | templateId | category, title, content, type }
 *                -> how many customers, the first names and the first one's mail (nothing stored,
 *                nothing logged)
 *   POST   /     the same, with `confirmedCount` (the preview's count) when it goes to more
 *                than one customer -> 201 the rows created; one e-mail per recipient through the
 *                outbox, in the same transaction
 *   DELETE /:id  204
 */
export function adminCommunicationRoutes({ db, env, mail }: Deps) {
  const rows = jsonAnswer(deskCommunicationRowSchema.array(), "Una riga per destinatario");
  return apiRoutes()
    .openapi(
      route.list("/", "Le comunicazioni inviate (ricerca, filtri, ordinamento, 25 per pagina)", {
        query: communicationListQuery,
        item: deskCommunicationRowSchema,
        page: "Una pagina di comunicazioni",
      }),
      listPage(db, listCommunicationPage),
    )
    .openapi(
      route.get("/templates", "I servizi a cui indirizzare una comunicazione", {
        responses: {
          200: jsonAnswer(communicationTemplateSchema.array(), "I modelli di servizio, per nome"),
        },
      }),
      async (c) => c.json(await listCommunicationTemplates(db), 200),
    )
    .openapi(
      route.post("/preview", "Anteprima: quanti clienti, i primi nomi e l'email del primo", {
        request: jsonBody(deskCommunicationSchema),
        responses: {
          200: jsonAnswer(communicationPreviewSchema, "I destinatari e l'email come partirà"),
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        changesNothing(c);
        const links = await deskMailLinks(db, env.siteUrl);
        return c.json(await previewCommunication(db, c.req.valid("json"), links), 200);
      },
    )
    .openapi(
      route.post("/", "Invia una comunicazione a un cliente, ai clienti di un servizio o a tutti", {
        request: jsonBody(deskCommunicationSchema),
        responses: { 201: rows, ...notFoundAnswer },
      }),
      async (c) => {
        const created = await sendCommunication(
          db,
          c.get("admin").id,
          c.req.valid("json"),
          await deskMailLinks(db, env.siteUrl),
        );
        // One entry per recipient's row, as stored (decision 032).
        for (const { id } of created) {
          const after = await readRow(db, customerCommunications, id);
          noteChange({ entityId: id, action: "create", before: null, after });
        }
        mail.kick();
        return c.json(created, 201);
      },
    )
    .openapi(
      route.delete("/{id}", "Elimina una comunicazione", {
        request: { params: idParam(deskMessages.communicationNotFound) },
        responses: { ...noContent },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const read = () => readRow(db, customerCommunications, id);
        const deleted = await withChange({ entityId: id, read }, () =>
          deleteDeskCommunication(db, id),
        );
        return noContentOr404(c, deleted, deskMessages.communicationNotFound);
      },
    );
}
