import type { ReactNode } from "react";
import type { AdminSetting, AdminSettingKey } from "../settings.schema";
import { SettingField } from "./setting-field";

/** The company data, one card each group, in the order of the tab. */
export const companyDataGroups: {
  id: string;
  title: string;
  intro: string;
  keys: AdminSettingKey[];
}[] = [
  {
    id: "settings-company",
    title: "Azienda",
    intro: "Nome, ragione sociale e partita IVA: piè di pagina, pagine legali e dati strutturati.",
    keys: ["site_name", "company_name", "vat_number", "site_description"],
  },
  {
    id: "settings-contacts",
    title: "Sede e contatti",
    intro: "Compaiono nel piè di pagina, in /contatti, in /support e nelle pagine legali.",
    keys: [
      "address_street",
      "address_city",
      "map_url",
      "phone_primary",
      "phone_secondary",
      "email",
    ],
  },
  {
    id: "settings-hours",
    title: "Orari",
    intro: "Gli orari di apertura mostrati nel piè di pagina e nelle pagine dei contatti.",
    keys: ["business_hours", "business_hours_note"],
  },
  {
    id: "settings-social",
    title: "Profili social",
    intro:
      "I link ai profili compaiono nel piè di pagina e nel menu del sito; un profilo vuoto non viene mostrato.",
    keys: ["social_linkedin", "social_twitter", "social_instagram", "social_facebook"],
  },
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

/** The fields of some settings, two columns wide; each field saves itself on blur. */
export function SettingFields({
  settings,
  keys,
}: {
  settings: AdminSetting[];
  keys: readonly AdminSettingKey[];
}) {
  const byKey = new Map(settings.map((setting) => [setting.key, setting]));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {keys.map((key) => {
        const setting = byKey.get(key);
        if (!setting) return null;
        return (
          <div key={key} className={setting.type === "textarea" ? "sm:col-span-2" : undefined}>
            <SettingField setting={setting} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * The company data, one card per group. Each field saves itself when left; a required field
 * left empty is not saved, an optional one (its hint says so) is emptied.
 */
export function CompanyDataCards({ settings }: { settings: AdminSetting[] }) {
  return companyDataGroups.map((group) => (
    <SettingsCard key={group.id} id={group.id} title={group.title} intro={group.intro}>
      <SettingFields settings={settings} keys={group.keys} />
    </SettingsCard>
  ));
}

/** The company's own privacy and cookie policy texts, each in the rich-text editor. */
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
