import { Sparkles } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { heroSeasonLabels } from "./hero-values";
import { backgroundWords } from "./hero-backgrounds";

/** The home page's banners (decision 055). */
export const heroManifest = defineEntity({
  id: "hero",
  areas: { heroes: "content" },
  tabs: [
    {
      id: "heroes",
      label: "Banner della home",
      icon: Sparkles,
      group: "content",
      api: "/hero-variants",
      component: { file: "admin/heroes-tab.tsx", name: "HeroesTab" },
    },
  ],
  activity: {
    "hero-variants": {
      label: "Banner della home",
      fields: {
        name: "Nome",
        season: { label: "Stagione", values: heroSeasonLabels },
        title: "Titolo",
        subtitle: "Sottotitolo",
        description: "Descrizione",
        ctaText: "Testo del pulsante",
        ctaUrl: "Link del pulsante",
        backgroundColor: { label: "Sfondo", format: backgroundWords },
        backgroundImage: "Immagine di sfondo",
        textColor: "Colore del testo",
        active: "Attiva",
        startDate: { label: "Data di inizio", kind: "day" },
        endDate: { label: "Data di fine", kind: "day" },
      },
    },
  },
});
