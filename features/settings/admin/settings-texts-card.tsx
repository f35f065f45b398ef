import type { ReactNode } from "react";
import type { AdminSetting, AdminSettingKey } from "../settings.schema";
import { SettingField } from "./setting-field";

const groups: { title: string; keys: AdminSettingKey[] }[] = [
  {
    title: "Azienda",
    keys: ["site_name", "company_name", "vat_number", "site_domain", "site_description"],
  },
  {
    title: "Sede e contatti",
    keys: ["address_street", "address_city", "phone_primary", "phone_secondary", "email"],
  },
  { title: "Orari", keys: ["business_hours", "business_hours_note"] },
];

/** A white card with a heading, used by every part of the Settings tab. */
export function SettingsCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {intro ? <div className="mt-1 text-sm text-slate-700">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The editable site texts, grouped; each field saves itself on blur. */
export function SettingsTextsCard({ settings }: { settings: AdminSetting[] }) {
  const byKey = new Map(settings.map((setting) => [setting.key, setting]));
  const grouped = new Set(groups.flatMap((group) => group.keys));
  const others = settings.filter((s) => s.type !== "html" && !grouped.has(s.key));
  const all =
    others.length > 0 ? [...groups, { title: "Altro", keys: others.map((s) => s.key) }] : groups;

  return (
    <SettingsCard
      id="settings-texts"
      title="Testi del sito"
      intro="I testi compaiono nell'intestazione, nel piè di pagina e nelle pagine dei contatti. Ogni campo si salva quando lo lasci; un campo vuoto non viene salvato."
    >
      <div className="grid gap-8">
        {all.map((group) => (
          <fieldset key={group.title} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-base font-semibold text-slate-900">{group.title}</legend>
            {group.keys.map((key) => {
              const setting = byKey.get(key);
              if (!setting) return null;
              return (
                <div
                  key={key}
                  className={setting.type === "textarea" ? "sm:col-span-2" : undefined}
                >
                  <SettingField setting={setting} />
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </SettingsCard>
  );
}

/** The company's own privacy and cookie policy texts, as large HTML text areas. */
export function PolicyTextsCard({ settings }: { settings: AdminSetting[] }) {
  const policies = settings.filter((setting) => setting.type === "html");
  return (
    <SettingsCard
      id="settings-policies"
      title="Informative legali"
      intro="Testi mostrati in /privacy e /cookie-policy quando non è configurato un fornitore esterno delle informative."
    >
      <div className="grid gap-6">
        {policies.map((setting) => (
          <SettingField key={setting.key} setting={setting} />
        ))}
      </div>
    </SettingsCard>
  );
}
