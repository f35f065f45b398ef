import { escapeUTF8 } from "entities";
import type { SiteSettings } from "../settings/site-settings";
import type { PolicyKind } from "./policy-kinds";

/** The company data a policy names, escaped for HTML, from the settings (Impostazioni). */
function companyData(settings: SiteSettings) {
  const email = escapeUTF8(settings.email);
  const phone = settings.phone_primary.trim();
  return {
    brand: escapeUTF8(settings.site_name),
    company: escapeUTF8(settings.company_name),
    office: escapeUTF8(`${settings.address_street}, ${settings.address_city}`),
    vat: escapeUTF8(settings.vat_number),
    mail: `<a href="mailto:${email}">${email}</a>`,
    phone: phone ? `, telefono ${escapeUTF8(phone)}` : "",
  };
}

type Company = ReturnType<typeof companyData>;

/**
 * The company's own policy texts, served when no provider is configured and no text is stored in
 * the settings. HTML without the page heading (the page shows its own h1).
 */
const privacy = (c: Company) => `
<p><strong>Ultimo aggiornamento: 1 gennaio 2026</strong></p>
<p>Questa informativa descrive come ${c.company} tratta i dati personali di chi visita il sito, ci scrive tramite i moduli di contatto e preventivo, apre un ticket di assistenza o utilizza l'area clienti, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 ("GDPR") e del D.Lgs. 196/2003 come modificato dal D.Lgs. 101/2018.</p>
<h2>1. Titolare del trattamento</h2>
<p>${c.company}, ${c.office}, P.IVA ${c.vat}. E-mail: ${c.mail}${c.phone}.</p>
<h2>2. Dati che trattiamo</h2>
<ul>
<li><strong>Dati di navigazione</strong>: indirizzo IP, data e ora della richiesta, pagina richiesta e dati tecnici del browser, raccolti dai sistemi che fanno funzionare il sito e conservati nei log per motivi di sicurezza.</li>
<li><strong>Dati che ci comunichi</strong>: nome, e-mail, azienda, budget indicativo e testo del messaggio inviati con i moduli di contatto, preventivo e assistenza.</li>
<li><strong>Dati dei clienti</strong>: dati anagrafici e di contatto, servizi attivi, richieste di assistenza e comunicazioni gestite nell'area clienti.</li>
<li><strong>Preferenze sui cookie</strong>: le scelte espresse nel banner, registrate con un identificativo anonimo come prova del consenso.</li>
</ul>
<h2>3. Finalità e basi giuridiche</h2>
<ul>
<li>Rispondere a richieste di informazioni e preventivi: misure precontrattuali richieste dall'interessato (art. 6.1.b GDPR).</li>
<li>Erogare i servizi acquistati, gestire l'area clienti e l'assistenza: esecuzione del contratto (art. 6.1.b).</li>
<li>Adempiere a obblighi fiscali e contabili: obbligo di legge (art. 6.1.c).</li>
<li>Garantire la sicurezza del sito e prevenire abusi: legittimo interesse del titolare (art. 6.1.f).</li>
<li>Statistiche di utilizzo del sito tramite Google Analytics: solo con il tuo consenso (art. 6.1.a), revocabile in ogni momento dalle preferenze cookie.</li>
</ul>
<h2>4. Conservazione</h2>
<p>I messaggi di contatto e preventivo sono conservati per 24 mesi dall'ultimo scambio; i dati contrattuali e di fatturazione per 10 anni come previsto dalla legge; i log tecnici per un massimo di 6 mesi; le registrazioni del consenso cookie per la durata del consenso e fino a 12 mesi dopo la sua revoca.</p>
<h2>5. Destinatari</h2>
<p>I dati sono trattati dal personale autorizzato di ${c.brand} e da fornitori che agiscono come responsabili del trattamento (hosting e posta elettronica nell'Unione Europea, consulenti contabili). Non vendiamo né cediamo dati a terzi per finalità di marketing.</p>
<h2>6. Trasferimenti extra UE</h2>
<p>Se acconsenti ai cookie analitici, Google Ireland Ltd. può trasferire dati verso gli Stati Uniti sulla base del EU-U.S. Data Privacy Framework e delle clausole contrattuali standard.</p>
<h2>7. I tuoi diritti</h2>
<p>Puoi chiedere in qualsiasi momento l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità e opporti al trattamento basato sul legittimo interesse (artt. 15-22 GDPR), scrivendo a ${c.mail}. Rispondiamo entro 30 giorni. Hai inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (<a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>).</p>
<h2>8. Modifiche</h2>
<p>Aggiorniamo questa informativa quando cambiano i trattamenti; la data in alto indica l'ultima revisione.</p>
`;

const cookie = (c: Company) => `
<p><strong>Ultimo aggiornamento: 1 gennaio 2026</strong></p>
<p>Questa pagina spiega quali cookie e tecnologie simili usa il sito di ${c.company} e come puoi scegliere quali accettare, secondo le Linee guida del Garante per la protezione dei dati personali del 10 giugno 2021.</p>
<h2>Che cosa sono i cookie</h2>
<p>I cookie sono piccoli file di testo che il sito salva nel browser; strumenti simili, come la memoria locale del browser, funzionano allo stesso modo. Alcuni sono indispensabili, altri vengono usati solo con il tuo consenso.</p>
<h2>Categorie che utilizziamo</h2>
<ul>
<li><strong>Necessari</strong> (sempre attivi): memorizzano le tue scelte sui cookie e mantengono l'accesso all'area clienti e al pannello di amministrazione. Senza di essi il sito non funziona correttamente.</li>
<li><strong>Analitici</strong> (solo con consenso): Google Analytics 4 con indirizzo IP anonimizzato, segnali Google e personalizzazione degli annunci disattivati. Ci aiutano a capire quali pagine sono utili e come migliorarle.</li>
<li><strong>Marketing</strong> (solo con consenso): misurano l'efficacia delle nostre campagne, ad esempio le richieste di preventivo arrivate da un annuncio.</li>
<li><strong>Preferenze</strong> (solo con consenso): ricordano impostazioni non indispensabili, come la chiusura di un messaggio promozionale.</li>
</ul>
<h2>Come gestire il consenso</h2>
<p>Alla prima visita il banner ti permette di accettare tutti i cookie, solo quelli necessari o di scegliere per categoria. Puoi cambiare idea in ogni momento con il pulsante "Preferenze cookie" in fondo a ogni pagina. Finché non dai il consenso, Google Analytics non viene caricato e la modalità di consenso di Google resta impostata su "negato".</p>
<p>Ogni scelta viene registrata sul nostro server con un identificativo anonimo, la data e la versione di questa informativa, come prova del consenso richiesta dal GDPR.</p>
<h2>Disattivare i cookie dal browser</h2>
<p>Puoi anche cancellare o bloccare i cookie dalle impostazioni del browser; in questo caso alcune funzioni, come l'accesso all'area clienti, potrebbero non essere disponibili.</p>
<h2>Contatti</h2>
<p>Per domande su questa informativa scrivi a ${c.mail}. Per il trattamento dei dati personali consulta la <a href="/privacy">Privacy Policy</a>.</p>
`;

const texts: Record<PolicyKind, (c: Company) => string> = { privacy, cookie };

/** The company's own text of a policy, naming the company as the settings describe it. */
export const companyPolicyHtml = (kind: PolicyKind, settings: SiteSettings): string =>
  texts[kind](companyData(settings)).trim();
