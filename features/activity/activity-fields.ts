import { adminRoleLabels } from "#features/admin-users/admin-roles";
import { blogCategoryLabels } from "#features/blog/blog-categories";
import { communicationTypeLabels } from "#features/communications/communication-values";
import {
  ASSIGNMENT_ENTITY,
  serviceStatusLabels,
} from "#features/customer-services/customer-service-values";
import { heroSeasonLabels } from "#features/hero/hero-values";
import { gradientPresetLabels } from "#features/hero/hero-backgrounds";
import { certificationLevelLabels, partnerTypeLabels } from "#features/partners/partner-values";
import { requestStatusLabels, serviceEndingLabels } from "#features/requests/request-values";
import { pricePeriodLabels } from "#features/service-templates/price-values";
import {
  templateCategoryLabels,
  templateTypeLabels,
} from "#features/service-templates/template-values";
import { services } from "#features/services/services";
import { softwareCategoryLabels, softwarePlatformLabels } from "#features/software/software-labels";
import { gradientColorLabels, solutionCategoryLabels } from "#features/solutions/solution-display";
import {
  ticketCategoryLabels,
  ticketPriorityLabels,
  ticketStatusLabels,
} from "#features/tickets/ticket-values";

/** A platform's related services by their names, as the dialog lists them. */
const serviceNames = Object.fromEntries(services.map((service) => [service.slug, service.name]));
/**
 * How the activity log shows each field of each entity (decision 050): its Italian label (the
 * one of the entity's form where there is one) and how its stored value reads: an enum by the
 * panel's labels, a date or a day in Europe/Rome, an amount as money, a reference as "n. 5".
 * Booleans read Sì/No, long texts are cut (activity-format.ts). One map per entity, by its admin
 * API mount; a test checks that every column an entity's writes log has a label here.
 */
export type FieldShow = {
  label: string;
  values?: Readonly<Record<string, string>>;
  kind?: "day" | "money" | "ref";
};

type Fields = Record<string, FieldShow | string>;

/** Fields every entry may hold: the row's id and times, and an export's rows and filters. */
const common: Fields = {
  id: { label: "Numero", kind: "ref" },
  createdAt: "Data di creazione",
  updatedAt: "Ultima modifica",
  rows: "Righe esportate",
  filters: "Ricerca e filtri",
};

const customerRef = { label: "Cliente", kind: "ref" } as const;
const serviceRef = { label: "Servizio", kind: "ref" } as const;
const sortOrder = "Ordine";

const catalogLinks: Fields = {
  name: "Nome",
  logoUrl: "Logo",
  websiteUrl: "Sito web",
  featured: "In evidenza",
  sortOrder,
};

const users: Fields = {
  username: "Nome utente",
  name: "Nome",
  email: "E-mail",
  passwordHash: "Password",
  role: { label: "Ruolo", values: adminRoleLabels },
  isActive: "Attivo",
  deletedAt: "Data di eliminazione",
};

const byEntity: Record<string, Fields> = {
  blog: {
    slug: "Slug",
    title: "Titolo",
    excerpt: "Estratto",
    content: "Contenuto",
    category: { label: "Categoria", values: blogCategoryLabels },
    tags: "Tag",
    imageUrl: "Immagine in evidenza",
    author: "Autore",
    published: "Pubblicato",
    publishedAt: "Data e ora di pubblicazione",
  },
  "hero-variants": {
    name: "Nome",
    season: { label: "Stagione", values: heroSeasonLabels },
    title: "Titolo",
    subtitle: "Sottotitolo",
    description: "Descrizione",
    ctaText: "Testo del pulsante",
    ctaUrl: "Link del pulsante",
    backgroundColor: { label: "Sfondo", values: gradientPresetLabels },
    backgroundImage: "Immagine di sfondo",
    textColor: "Colore del testo",
    active: "Attiva",
    startDate: { label: "Data di inizio", kind: "day" },
    endDate: { label: "Data di fine", kind: "day" },
  },
  solutions: {
    name: "Nome",
    slug: "Slug",
    shortDescription: "Descrizione breve",
    longDescription: "Descrizione completa",
    heroImage: "Immagine principale",
    galleryImages: "Galleria di immagini",
    features: "Funzionalità",
    technologies: "Tecnologie",
    useCases: "Casi d'uso",
    relatedServices: { label: "Servizi correlati", values: serviceNames },
    category: { label: "Categoria", values: solutionCategoryLabels },
    gradientColor: { label: "Colore", values: gradientColorLabels },
    published: "Pubblicata",
    featured: "In evidenza",
    sortOrder,
    metaTitle: "Titolo SEO",
    metaDescription: "Descrizione SEO",
    metaKeywords: "Parole chiave SEO",
  },
  customers: {
    email: "E-mail",
    passwordHash: "Password",
    firstName: "Nome",
    lastName: "Cognome",
    companyName: "Ragione sociale",
    vatNumber: "Partita IVA",
    address: "Indirizzo",
    phone: "Telefono",
    isActive: "Attivo",
    lastLogin: "Ultimo accesso",
  },
  "service-templates": {
    name: "Nome",
    description: "Descrizione",
    category: { label: "Categoria", values: templateCategoryLabels },
    type: { label: "Tipo", values: templateTypeLabels },
    basePrice: { label: "Prezzo", kind: "money" },
    basePricePeriod: { label: "Periodo del prezzo", values: pricePeriodLabels },
    features: "Caratteristiche",
    isActive: "Attivo",
    sortOrder,
  },
  "certified-partners": {
    ...catalogLinks,
    description: "Descrizione",
    certificationLevel: { label: "Livello di certificazione", values: certificationLevelLabels },
    partnerType: { label: "Tipo di partner", values: partnerTypeLabels },
    benefits: "Vantaggi",
    active: "Attivo",
  },
  clients: catalogLinks,
  software: {
    name: "Nome",
    version: "Versione",
    description: "Descrizione",
    fileUrl: "File",
    fileSize: "Dimensione",
    category: { label: "Categoria", values: softwareCategoryLabels },
    platform: { label: "Piattaforma", values: softwarePlatformLabels },
    requirements: "Requisiti",
    releaseNotes: "Note di rilascio",
    sortOrder,
    isActive: "Attivo",
    downloadCount: "Download",
  },
  tickets: {
    customerId: customerRef,
    serviceId: serviceRef,
    contactName: "Nome del contatto",
    contactEmail: "E-mail del contatto",
    title: "Oggetto",
    description: "Descrizione",
    // Entries logged before migration 0016 name the old 'urgent', now 'critical' (decision 053).
    priority: { label: "Priorità", values: { ...ticketPriorityLabels, urgent: "Critica" } },
    status: { label: "Stato", values: ticketStatusLabels },
    category: { label: "Categoria", values: ticketCategoryLabels },
    assignedToAdmin: { label: "Assegnato a", kind: "ref" },
    message: "Messaggio",
    isInternal: "Nota interna",
  },
  communications: {
    customerId: customerRef,
    title: "Titolo",
    content: "Messaggio",
    type: { label: "Tipo", values: communicationTypeLabels },
    isRead: "Letta",
    createdByAdmin: { label: "Inviata da", kind: "ref" },
  },
  [ASSIGNMENT_ENTITY]: {
    customerId: customerRef,
    templateId: { label: "Modello del catalogo", kind: "ref" },
    serviceName: "Servizio",
    description: "Descrizione",
    status: { label: "Stato", values: serviceStatusLabels },
    startDate: { label: "Data di inizio", kind: "day" },
    expiryDate: { label: "Data di scadenza", kind: "day" },
    customPrice: { label: "Prezzo", kind: "money" },
    customPricePeriod: { label: "Periodo del prezzo", values: pricePeriodLabels },
    hoursRemaining: "Ore residue",
    notes: "Note",
    isRecurring: "Ricorrente",
    endsAt: { label: "Termina il", kind: "day" },
  },
  contacts: {
    submissionKey: "Chiave dell'invio",
    name: "Nome",
    email: "E-mail",
    company: "Azienda",
    budget: "Budget",
    message: "Messaggio",
    isRead: "Letto",
  },
  users,
  team: users,
  settings: { key: "Chiave", value: "Valore", type: "Tipo", description: "Descrizione" },
  activity: {
    key: "Chiave",
    value: "Mesi di conservazione",
    type: "Tipo",
    description: "Descrizione",
    months: "Mesi di conservazione",
  },
  "info-requests": {
    customerId: customerRef,
    serviceId: serviceRef,
    subject: "Oggetto",
    message: "Messaggio",
    status: { label: "Stato", values: requestStatusLabels },
    adminResponse: "Risposta",
  },
  "cancellation-requests": {
    customerId: customerRef,
    serviceId: serviceRef,
    reason: "Motivo",
    requestedDate: { label: "Data richiesta", kind: "day" },
    status: { label: "Stato", values: requestStatusLabels },
    serviceEnds: { label: "Quando termina il servizio", values: serviceEndingLabels },
    adminNotes: "Note per il cliente",
  },
  "renewal-requests": {
    customerId: customerRef,
    serviceId: serviceRef,
    expiryDate: { label: "Data di scadenza", kind: "day" },
    status: { label: "Stato", values: requestStatusLabels },
    adminNotes: "Note per il cliente",
  },
  "two-factor": {
    required: "Verifica in due passaggi obbligatoria",
    password: "Password",
    code: "Codice",
  },
  credentials: {
    username: "Nome utente",
    newPassword: "Nuova password",
    currentPassword: "Password attuale",
  },
  "personal-data": { email: "E-mail" },
};

/** How `field` of `entity` is shown, or undefined when the entity's map does not list it. */
export function fieldShow(entity: string, field: string): FieldShow | undefined {
  const show = byEntity[entity]?.[field] ?? common[field];
  return typeof show === "string" ? { label: show } : show;
}

/** The Italian label of `field` of `entity` (the field's own name only if no map lists it). */
export const fieldLabel = (entity: string, field: string): string =>
  fieldShow(entity, field)?.label ?? field;

/**
 * What a non-numeric second path segment names, per entity: "/two-factor/policy" is about the
 * obligation, not an item "n. policy".
 */
const targetLabels: Record<string, Record<string, string>> = {
  "two-factor": {
    setup: "nuovo segreto",
    confirm: "attivazione",
    disable: "disattivazione",
    "recovery-codes": "nuovi codici di recupero",
    policy: "obbligo per tutti gli utenti",
  },
  activity: { retention: "durata di conservazione" },
  "personal-data": { erase: "cancellazione", export: "esportazione" },
  "renewal-reminders": { run: "invio dei promemoria" },
};

/** The Italian name of an entry's non-numeric target (`policy`), or undefined. */
export const targetLabel = (entity: string, target: string): string | undefined =>
  targetLabels[entity]?.[target];
