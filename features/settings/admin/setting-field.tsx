import { useState } from "react";
import { settingValueSchema, siteSettingHints, type AdminSetting } from "../settings.schema";
import { TextAreaField } from "#app/components/ui/textarea";
import { TextField } from "#app/components/ui/input";
import { useSaveSetting } from "./use-save-setting";

const inputTypes: Partial<Record<AdminSetting["key"], string>> = {
  email: "email",
  phone_primary: "tel",
  phone_secondary: "tel",
  map_url: "url",
  social_linkedin: "url",
  social_twitter: "url",
  social_instagram: "url",
  social_facebook: "url",
};

const htmlHint =
  "HTML ammesso: titoli, paragrafi, elenchi, tabelle e link. Script, stili e immagini vengono rimossi al salvataggio.";

/**
 * One site setting, saved when the field loses focus (back-office.md section 5): only when the
 * value changed and is not empty after trimming, but for the optional keys, which an empty field
 * clears (the hint says what empty means); the other checks of the shared schema (e-mail, phone,
 * link, domain, length) are shown inline before any call.
 */
export function SettingField({ setting }: { setting: AdminSetting }) {
  const [value, setValue] = useState(setting.value);
  const [error, setError] = useState<string>();
  const save = useSaveSetting();
  const id = `setting-${setting.key}`;

  // A saved (possibly sanitized) value from the server replaces the text in the field.
  const [shown, setShown] = useState(setting.value);
  if (shown !== setting.value) {
    setShown(setting.value);
    setValue(setting.value);
  }

  const onBlur = () => {
    const parsed = settingValueSchema(setting.key).safeParse({ value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (parsed.data.value === setting.value || save.isPending) return;
    save.mutate({ key: setting.key, value: parsed.data.value });
  };

  const common = {
    id,
    label: setting.description,
    value,
    error,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    onBlur,
    "aria-busy": save.isPending || undefined,
    "data-setting": setting.key,
  };

  if (setting.type === "html") {
    return <TextAreaField {...common} rows={14} hint={htmlHint} />;
  }
  if (setting.type === "textarea") return <TextAreaField {...common} rows={3} />;
  return (
    <TextField
      {...common}
      type={inputTypes[setting.key] ?? "text"}
      hint={siteSettingHints[setting.key]}
    />
  );
}
