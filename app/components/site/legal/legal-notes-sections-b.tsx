import { Link } from "react-router";
import type { SiteSettings } from "#features/settings/site-settings";
import { CompanyContacts } from "./company-contacts";
import type { LegalSection } from "./legal-notes-sections-a";

/** Sections 9-15 of the legal notes: data, accounts, software, changes, law and contacts. */
export function legalSectionsB(settings: SiteSettings): LegalSection[] {
  const company = settings.company_name;
  return [
    {
      title: "Privacy",
      body: (
        <p>
          I dati personali raccolti tramite il Sito, ad esempio con i moduli di contatto e di
          preventivo, sono trattati da {company} secondo il Regolamento (UE) 2016/679 (GDPR) e il
          D.Lgs. 196/2003. Finalità, basi giuridiche, tempi di conservazione e diritti sono
          descritti nella <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      title: "Cookie",
      body: (
        <p>
          Il Sito utilizza cookie tecnici necessari al suo funzionamento e, solo con il tuo
          consenso, cookie analitici, di marketing e di preferenza. Puoi modificare le tue scelte in
          qualsiasi momento con il pulsante «Preferenze cookie» in fondo a ogni pagina; i dettagli
          sono nella <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
      ),
    },
    {
      title: "Area clienti e credenziali",
      body: (
        <p>
          L'area clienti è riservata ai clienti ai quali abbiamo fornito le credenziali di accesso.
          Le credenziali sono personali e riservate: il cliente ne cura la custodia, risponde delle
          attività svolte con il proprio account e ci avvisa subito in caso di smarrimento o di uso
          non autorizzato. Possiamo sospendere l'accesso per motivi di sicurezza o in caso di abuso,
          dandone comunicazione al cliente.
        </p>
      ),
    },
    {
      title: "Software scaricabile",
      body: (
        <p>
          Il software, i driver e gli strumenti di teleassistenza disponibili per il download sono
          forniti per l'utilizzo dei nostri servizi e sono soggetti alle licenze dei rispettivi
          produttori, che prevalgono su queste note. Prima dell'installazione verifica i requisiti
          di sistema indicati. Avvia il software di teleassistenza solo su richiesta di un nostro
          tecnico, durante una sessione concordata. Non è consentito decompilare o ridistribuire il
          software oltre quanto permesso dalla licenza.
        </p>
      ),
    },
    {
      title: "Modifiche alle note legali",
      body: (
        <p>
          Possiamo aggiornare queste note legali per adeguarle a nuove norme o a cambiamenti dei
          nostri servizi. La versione in vigore è sempre pubblicata in questa pagina con la data
          dell'ultimo aggiornamento; le modifiche che riguardano contratti in corso sono comunicate
          direttamente ai clienti interessati.
        </p>
      ),
    },
    {
      title: "Legge applicabile e foro competente",
      body: (
        <p>
          Queste note legali sono regolate dalla legge italiana. Per ogni controversia relativa
          all'uso del Sito o ai rapporti con imprese e professionisti è competente in via esclusiva
          il Foro di Verona. Se agisci come consumatore resta ferma la competenza del giudice del
          luogo in cui risiedi o hai domicilio, come previsto dall'art. 66-bis del Codice del
          consumo (D.Lgs. 6 settembre 2005, n. 206).
        </p>
      ),
    },
    {
      title: "Contatti",
      body: (
        <>
          <p>
            Per domande su queste note legali, per segnalare un contenuto o per chiedere
            l'autorizzazione a utilizzare i materiali del Sito puoi rivolgerti a:
          </p>
          <CompanyContacts settings={settings} mailSubject="Note legali" />
        </>
      ),
    },
  ];
}
