import { useState } from "react";
import { settingValueSchema, siteSettingHints, type AdminSetting } from "../settings.schema";
import { TextAreaField } from "#kit/ui/textarea";
import { TextField } from "#kit/ui/input";
import { RichTextEditor } from "#kit/admin/rich-text-editor";
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

const policyHint =
  "Usa la barra degli strumenti per titoli, grassetto, elenchi e link (nella barra ci si sposta con le frecce). Il testo si salva quando esci dal campo.";

/**
 * One site setting (a policy text in the rich-text editor, decision 052), saved when the field
 * loses focus (../shared/spec/back-office.md §5): only when the
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
    // Saved when the focus leaves the whole editor (its toolbar and link form included).
    return (
      <div
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
        }}
        aria-busy={common["aria-busy"]}
        data-setting={setting.key}
      >
        <RichTextEditor
          id={id}
          label={setting.description}
          value={value}
          onChange={setValue}
          required
          error={error}
          hint={policyHint}
        />
      </div>
    );
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
