import { Menu } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { menuLabels, menuWidthLabels } from "./menu-values";

/** The site's menus: the bar, the side menu's groups, the footer's columns (decisions 055, 058). */
export const navigationManifest = defineEntity({
  id: "navigation",
  areas: { menus: "content" },
  tabs: [
    {
      id: "menus",
      label: "Menu",
      icon: Menu,
      group: "content",
      api: "/menus",
      component: { file: "admin/menus-tab.tsx", name: "MenusTab" },
    },
  ],
  activity: {
    menus: {
      label: "Menu del sito",
      fields: {
        menu: { label: "Menu", values: menuLabels },
        label: "Etichetta",
        target: "Destinazione",
        targetKind: "Tipo di destinazione",
        showFrom: { label: "Visibile nella barra", values: menuWidthLabels },
        sortOrder: "Posizione",
        direction: "Spostamento",
      },
    },
  },
});
