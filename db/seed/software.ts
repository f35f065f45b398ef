import { randomBytes } from "node:crypto";
import type { downloadableSoftware } from "../schema";
import type { SeedContext } from "./context";
import { createZip } from "./zip";
import { siteSettingDefaults as company } from "#features/settings/site-settings";

type SoftwareSeed = Omit<typeof downloadableSoftware.$inferInsert, "fileUrl"> & {
  fileBase: string;
  /** Installation steps written into the archive's README.txt. */
  steps: string[];
};

/** Tools customers download from the support area; the last one is an old, withdrawn release. */
export const softwareSeeds: SoftwareSeed[] = [
  {
    name: "Scaligera Assistenza Remota",
    version: "4.2.1",
    description:
      "Il programma per ricevere assistenza: comunicate al tecnico il codice mostrato a schermo e lui potrà vedere il vostro computer, solo finché lo consentite.",
    fileSize: "18.4 MB",
    category: "teleassistenza",
    platform: "windows",
    requirements: "Windows 10 o 11 (64 bit), connessione a Internet",
    releaseNotes: "Trasferimento file più veloce; avviso sonoro quando il tecnico si collega.",
    downloadCount: 1284,
    fileBase: "assistenza-remota-windows",
    steps: [
      "Aprite il file scaricato: non serve installarlo.",
      "Comunicate al tecnico il codice di 9 cifre mostrato a schermo.",
      "Confermate la richiesta di accesso quando compare.",
    ],
  },
  {
    name: "Scaligera Assistenza Remota per macOS",
    version: "4.2.0",
    description:
      "La versione per Mac del programma di assistenza remota, firmata e notarizzata da Apple.",
    fileSize: "22.7 MB",
    category: "teleassistenza",
    platform: "mac",
    requirements: "macOS 12 Monterey o successivo, processori Intel o Apple Silicon",
    releaseNotes: "Supporto nativo ai processori Apple Silicon.",
    downloadCount: 356,
    fileBase: "assistenza-remota-macos",
    steps: [
      "Trascinate l'applicazione nella cartella Applicazioni.",
      "Al primo avvio consentite la registrazione dello schermo in Impostazioni di Sistema > Privacy e sicurezza.",
      "Comunicate al tecnico il codice mostrato.",
    ],
  },
  {
    name: "Client VPN aziendale",
    version: "2.3.0",
    description:
      "Collegamento cifrato alla rete dell'ufficio per chi lavora da casa o in trasferta, con profilo di configurazione già pronto.",
    fileSize: "9.8 MB",
    category: "sicurezza",
    platform: "windows",
    requirements: "Windows 10 o 11, credenziali VPN fornite dal vostro amministratore",
    releaseNotes: "Riconnessione automatica dopo la sospensione del computer.",
    downloadCount: 642,
    fileBase: "client-vpn-aziendale",
    steps: [
      "Installate il programma con un account amministratore.",
      "Importate il profilo ricevuto via e-mail dal supporto.",
      "Accedete con le vostre credenziali e il codice dell'app di autenticazione.",
    ],
  },
  {
    name: "Driver stampanti multifunzione",
    version: "7.1.0",
    description:
      "Pacchetto di driver universali per le stampanti multifunzione noleggiate tramite i nostri contratti, con stampa, scansione e fax.",
    fileSize: "46.2 MB",
    category: "driver",
    platform: "windows",
    requirements: "Windows 10 o 11, stampante collegata alla stessa rete",
    releaseNotes:
      "Aggiunti i modelli A3 a colori; risolto l'errore di scansione verso cartella di rete.",
    downloadCount: 918,
    fileBase: "driver-stampanti-multifunzione",
    steps: [
      "Avviate l'installazione e scegliete 'Stampante di rete'.",
      "Selezionate il modello rilevato automaticamente.",
      "Stampate una pagina di prova.",
    ],
  },
  {
    name: "Backup Manager PMI",
    version: "3.5.2",
    description:
      "Agente di backup per postazioni e server: copie pianificate e cifrate verso il cloud europeo, con ripristino di file e cartelle in autonomia.",
    fileSize: "31.5 MB",
    category: "utility",
    platform: "windows",
    requirements: "Windows 10, 11 o Windows Server 2019 e successivi; 2 GB di RAM liberi",
    releaseNotes: "Copie immutabili di 30 giorni attivate di serie.",
    downloadCount: 473,
    fileBase: "backup-manager-pmi",
    steps: [
      "Installate l'agente e inserite il codice di registrazione ricevuto.",
      "Scegliete le cartelle da proteggere o lasciate il piano consigliato.",
      "Verificate il primo backup nel rapporto inviato via e-mail.",
    ],
  },
  {
    name: "Configuratore posta e PEC",
    version: "1.8.0",
    description:
      "Configura in automatico caselle di posta aziendale e PEC su Outlook, Thunderbird e Posta di Windows, con i parametri di sicurezza corretti.",
    fileSize: "4.6 MB",
    category: "utility",
    platform: "multipiattaforma",
    requirements: "Windows 10/11 o macOS 12 e successivi; Outlook, Thunderbird o Mail",
    releaseNotes: "Impostazioni IMAP 993 e SMTP 465 con SSL per tutte le caselle.",
    downloadCount: 1057,
    fileBase: "configuratore-posta-pec",
    steps: [
      "Avviate il configuratore e inserite indirizzo e password della casella.",
      "Scegliete il programma di posta da configurare.",
      "Inviate il messaggio di prova proposto al termine.",
    ],
  },
  {
    name: "Estensione browser GXSecure",
    version: "1.12.3",
    description:
      "Estensione per compilare in automatico gli accessi salvati in GXSecure e generare password robuste direttamente nel browser.",
    fileSize: "2.1 MB",
    category: "plugin",
    platform: "web",
    requirements: "Chrome, Edge o Firefox aggiornati; account GXSecure attivo",
    releaseNotes: "Supporto alle passkey e riconoscimento migliorato dei moduli di accesso.",
    downloadCount: 389,
    fileBase: "estensione-gxsecure",
    steps: [
      "Aprite la pagina delle estensioni del browser e attivate la modalità sviluppatore.",
      "Caricate la cartella estratta dall'archivio.",
      "Accedete con il vostro account GXSecure.",
    ],
  },
  {
    name: "Scaligera Assistenza Remota (versione 3)",
    version: "3.9.4",
    description:
      "Versione precedente del programma di assistenza, non più supportata: usate la versione 4.",
    fileSize: "15.9 MB",
    category: "teleassistenza",
    platform: "windows",
    requirements: "Windows 7 o successivo",
    releaseNotes: "Ultimo aggiornamento della serie 3.",
    isActive: false,
    downloadCount: 2210,
    fileBase: "assistenza-remota-v3",
    steps: ["Questa versione non è più supportata: scaricate la versione 4 dall'area Supporto."],
  },
];

function readme(item: SoftwareSeed): string {
  const lines = [
    `${item.name} - versione ${item.version}`,
    "",
    item.description ?? "",
    "",
    `Requisiti: ${item.requirements ?? "nessuno"}`,
    `Novità: ${item.releaseNotes ?? "-"}`,
    "",
    "Installazione:",
    ...item.steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    // The seed fills an empty database: the company data are the settings' defaults.
    `Serve aiuto? ${company.company_name} - ${company.address_city}`,
    `Tel. ${company.phone_primary} - ${company.email}`,
    `Orari: ${company.business_hours}`,
  ];
  return lines.join("\r\n");
}

/** Stores each item's archive in the uploads' storage (software/...) and returns the rows. */
export async function softwareRows(
  ctx: SeedContext,
): Promise<(typeof downloadableSoftware.$inferInsert)[]> {
  return Promise.all(
    softwareSeeds.map(async ({ fileBase, steps: _steps, ...item }, index) => {
      const fileName = `${fileBase}-${item.version}-${randomBytes(4).toString("hex")}.zip`;
      const zip = createZip([
        {
          name: "README.txt",
          content: readme({ fileBase, steps: _steps, ...item }),
          modified: ctx.now,
        },
      ]);
      await ctx.storage.put(`software/${fileName}`, zip);
      return { ...item, fileUrl: `/uploads/software/${fileName}`, sortOrder: (index + 1) * 10 };
    }),
  );
}
