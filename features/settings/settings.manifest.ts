import { Settings } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/** The site settings, the 'Impostazioni' tab (decision 055). */
export const settingsManifest = defineEntity({
  id: "settings",
  areas: { settings: "admin" },
  tabs: [
    {
      id: "settings",
      label: "Impostazioni",
      icon: Settings,
      group: "admin",
      api: "/settings",
      component: { file: "admin/settings-tab.tsx", name: "SettingsTab" },
    },
  ],
  activity: {
    settings: {
      label: "Impostazioni",
      fields: { key: "Chiave", value: "Valore", type: "Tipo", description: "Descrizione" },
    },
  },
});
