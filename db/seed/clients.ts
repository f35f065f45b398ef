import type { clients } from "../schema";
import { logoSvg, type LogoSpec } from "./art/logos";
import type { SeedContext } from "./context";

type ClientSeed = { name: string; domain: string; featured: boolean; logo: Omit<LogoSpec, "name"> };

/** Fictional companies and bodies of the Verona area the company works for. */
export const clientSeeds: ClientSeed[] = [
  {
    name: "Zanolini Bike",
    domain: "zanolinibike",
    featured: true,
    logo: {
      color: "#0f172a",
      accent: "#dc2626",
      shape: "wheel",
      tagline: "Biciclette · Bussolengo",
    },
  },
  {
    name: "Studio Ferrari & Associati",
    domain: "studioferrariassociati",
    featured: true,
    logo: {
      color: "#0f766e",
      accent: "#14b8a6",
      shape: "hexagon",
      tagline: "Commercialisti · Verona",
    },
  },
  {
    name: "Consorzio Comuni Adige Baldo",
    domain: "consorzioadigebaldo",
    featured: true,
    logo: { color: "#166534", accent: "#22c55e", shape: "leaf", tagline: "Servizi ambientali" },
  },
  {
    name: "Cantina Corte Antica",
    domain: "corteantica",
    featured: true,
    logo: {
      color: "#7f1d1d",
      accent: "#be123c",
      shape: "circle",
      tagline: "Valpolicella · Negrar",
    },
  },
  {
    name: "Frantoio Garda Bio",
    domain: "frantoiogardabio",
    featured: true,
    logo: {
      color: "#3f6212",
      accent: "#a3e635",
      shape: "leaf",
      tagline: "Olio bio · Bardolino",
    },
  },
  {
    name: "Officine Meccaniche Adige",
    domain: "omadige",
    featured: true,
    logo: {
      color: "#334155",
      accent: "#64748b",
      shape: "hexagon",
      tagline: "San Giovanni Lupatoto",
    },
  },
  {
    name: "Marmi Valpantena",
    domain: "marmivalpantena",
    featured: true,
    logo: {
      color: "#57534e",
      accent: "#a8a29e",
      shape: "diamond",
      tagline: "Marmi · Grezzana",
    },
  },
  {
    name: "Rossi Impianti",
    domain: "rossiimpianti",
    featured: false,
    logo: {
      color: "#1d4ed8",
      accent: "#facc15",
      shape: "square",
      tagline: "Impianti elettrici",
    },
  },
  {
    name: "Cantina Bianchi",
    domain: "cantinabianchi",
    featured: false,
    logo: { color: "#881337", accent: "#f59e0b", shape: "circle", tagline: "Vini del Custoza" },
  },
  {
    name: "Hotel Belvedere Lazise",
    domain: "belvederelazise",
    featured: false,
    logo: { color: "#0369a1", accent: "#38bdf8", shape: "circle", tagline: "Lago di Garda" },
  },
  {
    name: "Logistica Villafranca",
    domain: "logisticavillafranca",
    featured: false,
    logo: {
      color: "#9a3412",
      accent: "#fb923c",
      shape: "square",
      tagline: "Trasporti e magazzino",
    },
  },
  {
    name: "Agriturismo Le Colline",
    domain: "agriturismolecolline",
    featured: false,
    logo: { color: "#4d7c0f", accent: "#eab308", shape: "leaf", tagline: "Sommacampagna" },
  },
];

export async function clientRows(ctx: SeedContext): Promise<(typeof clients.$inferInsert)[]> {
  return Promise.all(
    clientSeeds.map(async ({ name, domain, featured, logo }, index) => ({
      name,
      websiteUrl: `https://www.${domain}.example`,
      featured,
      sortOrder: (index + 1) * 10,
      logoUrl: await ctx.image(logoSvg({ name, ...logo })),
    })),
  );
}
