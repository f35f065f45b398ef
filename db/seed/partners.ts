import type { certifiedPartners } from "../schema";
import { logoSvg, type LogoSpec } from "./art/logos";
import type { SeedContext } from "./context";

type PartnerSeed = Omit<typeof certifiedPartners.$inferInsert, "logoUrl"> & {
  logo: Omit<LogoSpec, "name">;
};

/** The technology vendors the company is certified with, in display order. */
export const partnerSeeds: PartnerSeed[] = [
  {
    name: "Microsoft",
    websiteUrl: "https://www.microsoft.com/it-it",
    description:
      "Progettiamo, migriamo e gestiamo ambienti Microsoft 365 e Azure per le PMI: posta, collaborazione con Teams e SharePoint, identità e sicurezza con Entra ID e Intune.",
    certificationLevel: "gold",
    partnerType: "technology",
    benefits: [
      "Licenze Microsoft 365 con supporto diretto",
      "Migrazioni di posta senza interruzioni",
      "Accesso anticipato alle novità Azure",
    ],
    featured: true,
    logo: { color: "#1d4ed8", accent: "#16a34a", shape: "square", tagline: "Cloud e produttività" },
  },
  {
    name: "Google Cloud",
    websiteUrl: "https://cloud.google.com/?hl=it",
    description:
      "Applicazioni web e database gestiti sulla region di Milano, Google Workspace per la collaborazione e servizi di analisi dati per chi vuole decidere sui numeri.",
    certificationLevel: "silver",
    partnerType: "integration",
    benefits: ["Infrastruttura nella region di Milano", "Migrazione a Google Workspace"],
    featured: true,
    logo: { color: "#2563eb", accent: "#ea4335", shape: "circle", tagline: "Cloud partner" },
  },
  {
    name: "Amazon Web Services",
    websiteUrl: "https://aws.amazon.com/it/",
    description:
      "Architetture scalabili e sicure per e-commerce e piattaforme SaaS, con backup automatici, monitoraggio continuo e controllo dei costi di consumo.",
    certificationLevel: "silver",
    partnerType: "consulting",
    benefits: [
      "Architetture ad alta disponibilità",
      "Ottimizzazione dei costi cloud",
      "Disaster recovery su region europee",
    ],
    featured: false,
    logo: { color: "#c2410c", accent: "#f59e0b", shape: "hexagon", tagline: "Consulting partner" },
  },
  {
    name: "Shopify",
    websiteUrl: "https://www.shopify.com/it",
    description:
      "Negozi online Shopify chiavi in mano: tema personalizzato, integrazione con gestionale e magazzino, pagamenti italiani e vendita multicanale.",
    certificationLevel: "gold",
    partnerType: "development",
    benefits: ["Temi e app su misura", "Integrazione con il gestionale"],
    featured: true,
    logo: { color: "#15803d", accent: "#65a30d", shape: "leaf", tagline: "E-commerce partner" },
  },
  {
    name: "WooCommerce",
    websiteUrl: "https://woocommerce.com",
    description:
      "Sviluppo e manutenzione di e-commerce WooCommerce su WordPress, con attenzione a prestazioni, sicurezza e aggiornamenti programmati.",
    certificationLevel: "standard",
    partnerType: "integration",
    benefits: ["Plugin su misura", "Manutenzione e aggiornamenti sicuri"],
    featured: false,
    logo: {
      color: "#6d28d9",
      accent: "#a855f7",
      shape: "diamond",
      tagline: "E-commerce open source",
    },
  },
  {
    name: "Cloudflare",
    websiteUrl: "https://www.cloudflare.com/it-it/",
    description:
      "Siti più veloci e protetti grazie a CDN, firewall applicativo e protezione dagli attacchi DDoS, con DNS gestito e certificati sempre validi.",
    certificationLevel: "bronze",
    partnerType: "technology",
    benefits: ["Protezione DDoS e WAF", "Pagine più veloci in tutta Europa"],
    featured: false,
    logo: { color: "#ea580c", accent: "#fb923c", shape: "circle", tagline: "Rete e sicurezza" },
  },
  {
    name: "Fortinet",
    websiteUrl: "https://www.fortinet.com/it",
    description:
      "Firewall FortiGate, VPN per il lavoro da remoto e segmentazione della rete aziendale, con configurazione, monitoraggio e aggiornamenti a cura dei nostri tecnici.",
    certificationLevel: "silver",
    partnerType: "integration",
    benefits: [
      "Firewall di nuova generazione",
      "VPN sicure per il lavoro agile",
      "Assistenza tecnica certificata",
    ],
    featured: false,
    logo: { color: "#b91c1c", accent: "#ef4444", shape: "square", tagline: "Sicurezza di rete" },
  },
  {
    name: "Acronis",
    websiteUrl: "https://www.acronis.com/it-it/",
    description:
      "Backup di server, postazioni e Microsoft 365 con copie immutabili nel cloud europeo e protezione anti-ransomware integrata.",
    certificationLevel: "gold",
    partnerType: "technology",
    benefits: ["Backup immutabili", "Ripristino rapido dopo un attacco"],
    featured: false,
    logo: { color: "#1e40af", accent: "#38bdf8", shape: "hexagon", tagline: "Cyber protection" },
  },
  {
    name: "Aruba",
    websiteUrl: "https://www.aruba.it",
    description:
      "Domini, hosting, PEC e firma digitale con un fornitore italiano: registriamo e gestiamo per i clienti i servizi che richiedono dati conservati in Italia.",
    certificationLevel: "standard",
    partnerType: "consulting",
    benefits: ["Data center in Italia", "PEC e firma digitale"],
    featured: false,
    logo: { color: "#c2410c", accent: "#f97316", shape: "diamond", tagline: "Hosting e PEC" },
  },
];

export async function partnerRows(
  ctx: SeedContext,
): Promise<(typeof certifiedPartners.$inferInsert)[]> {
  return Promise.all(
    partnerSeeds.map(async ({ logo, ...partner }, index) => ({
      ...partner,
      logoUrl: await ctx.image(logoSvg({ name: partner.name, ...logo })),
      sortOrder: (index + 1) * 10,
      active: true,
    })),
  );
}
