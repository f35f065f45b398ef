import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { readJsonBody, validationError } from "#server/http/json-body";
import {
  isAdminSettingKey,
  SETTING_EMPTY,
  SETTING_KEY_MAX,
  SETTING_NOT_FOUND,
  settingValueSchema,
} from "../settings.schema";
import { cleanSettingValue, listAdminSettings, saveSetting } from "../settings.server";

/** A policy document is the largest value: 200,000 characters, some of them multi-byte. */
export const SETTINGS_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Site settings (back-office.md section 7 "Settings"), behind requireAdmin:
 *   GET /        -> every editable setting { key, value, type, description, updatedAt }
 *   PUT /:key    { value } -> the saved setting. Unknown key 404; empty after trimming 400;
 *                 policy HTML sanitized with the policy allow-list before it is stored.
 */
export function adminSettingsRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listAdminSettings(db)))
    .put(
      "/:key",
      routeBodyLimit(SETTINGS_MAX_BODY_BYTES, "Richiesta troppo grande: il limite è di 1 MB"),
      async (c) => {
        const key = c.req.param("key");
        if (key.length > SETTING_KEY_MAX || !isAdminSettingKey(key)) {
          return c.json({ message: SETTING_NOT_FOUND }, 404);
        }
        const read = await readJsonBody(c);
        if (!read.ok) return read.response;
        const parsed = settingValueSchema(key).safeParse(read.value);
        if (!parsed.success) return validationError(c, parsed.error);
        const value = cleanSettingValue(key, parsed.data.value);
        if (value === null) {
          return c.json(
            { message: SETTING_EMPTY, issues: [{ path: "value", message: SETTING_EMPTY }] },
            400,
          );
        }
        return c.json(await saveSetting(db, key, value));
      },
    );
}
