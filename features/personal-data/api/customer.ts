import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { apiRoutes, notFoundAnswer, routeKit } from "#server/http/openapi";
import { DomainError } from "#features/shared/domain-error";
import { getCustomerProfile } from "#features/auth/credentials.server";
import { collectPersonalData, logPersonalExport, withoutStaffOnly } from "../personal-data.server";
import { personalDataZipResponse } from "../personal-data-zip.server";

const route = routeKit(["Area clienti"]);

/**
 * /api/customer/personal-data/export.zip: the signed-in customer's own data (GDPR art. 15 and
 * 20), found by the address of their account, as the ZIP the administrator would export but
 * without what only the staff sees (internal notes); written in the activity log.
 */
export function customerPersonalDataRoutes({ db }: Deps) {
  return apiRoutes().openapi(
    route.get("/export.zip", "Scarica i propri dati personali (ZIP di file JSON e CSV)", {
      responses: {
        200: {
          description: "Il file ZIP",
          content: { "application/zip": { schema: z.string() } },
        },
        ...notFoundAnswer,
      },
    }),
    async (c) => {
      const profile = await getCustomerProfile(db, c.get("customer").id);
      if (!profile) throw new DomainError("not-found", "Cliente non trovato");
      const data = withoutStaffOnly(await collectPersonalData(db, profile.email));
      // The customer by number: the entry names no one once the customer's data is erased.
      const by = { userId: null, userName: `Cliente n. ${c.get("customer").id}` };
      await logPersonalExport(db, c, data, by);
      return personalDataZipResponse(data);
    },
  );
}
