import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { validationError } from "#server/http/json-body";
import { apiRoutes, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import {
  adminSettingKeys,
  isAdminSettingKey,
  SETTING_EMPTY,
  SETTING_KEY_MAX,
  SETTING_NOT_FOUND,
  settingValueSchema,
  type AdminSetting,
} from "../settings.schema";
import { withChange } from "#features/activity/activity.server";
import {
  cleanSettingValue,
  listAdminSettings,
  readSettingRow,
  saveSetting,
} from "../settings.server";

/** A policy document is the largest value: 200,000 characters, some of them multi-byte. */
export const SETTINGS_MAX_BODY_BYTES = 1024 * 1024;

const route = routeKit(["Impostazioni"]);

const settingSchema = z.object({
  key: z.enum(adminSettingKeys as [string, ...string[]]),
  value: z.string(),
  type: z.enum(["text", "textarea", "html"]),
  description: z.string(),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<Omit<AdminSetting, "key"> & { key: string }>;

/** The key of the path: an editable setting, else 404 "Impostazione non trovata". */
const keyParam = z.object({
  key: z
    .string()
    .max(SETTING_KEY_MAX, SETTING_NOT_FOUND)
    .refine(isAdminSettingKey, SETTING_NOT_FOUND),
});

/**
 * Site settings (../shared/spec/back-office.md §7 "Settings"), behind requireAdmin:
 *   GET /        -> every editable setting { key, value, type, description, updatedAt }
 *   PUT /:key    { value } -> the saved setting. Unknown key 404; empty after trimming 400 but
 *                 for the optional keys (stored empty: the item is hidden or falls back);
 *                 policy HTML sanitized with the policy allow-list before it is stored. The
 *                 value's rules depend on the key (settingValueSchema), checked in the handler.
 */
export function adminSettingsRoutes({ db }: Deps) {
  return apiRoutes()
    .openapi(
      route.get("/", "Le impostazioni modificabili", {
        responses: { 200: jsonAnswer(settingSchema.array(), "Le impostazioni") },
      }),
      async (c) => c.json(await listAdminSettings(db), 200),
    )
    .openapi(
      route.put("/{key}", "Salva un'impostazione", {
        middleware: [
          routeBodyLimit(SETTINGS_MAX_BODY_BYTES, "Richiesta troppo grande: il limite è di 1 MB"),
        ],
        request: {
          params: keyParam,
          ...jsonBody(z.object({ value: z.string({ error: SETTING_EMPTY }) })),
        },
        responses: { 200: jsonAnswer(settingSchema, "L'impostazione salvata") },
      }),
      async (c) => {
        const key = c.req.valid("param").key;
        if (!isAdminSettingKey(key)) return c.json({ message: SETTING_NOT_FOUND }, 404);
        const parsed = settingValueSchema(key).safeParse(c.req.valid("json"));
        if (!parsed.success) return validationError(c, parsed.error);
        const value = cleanSettingValue(key, parsed.data.value);
        if (value === null) {
          return c.json(
            { message: SETTING_EMPTY, issues: [{ path: "value", message: SETTING_EMPTY }] },
            400,
          );
        }
        const saved = await withChange(
          { entityId: key, action: "update", read: () => readSettingRow(db, key) },
          () => saveSetting(db, key, value),
        );
        return c.json(saved, 200);
      },
    );
}
