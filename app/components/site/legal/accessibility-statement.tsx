import type { SiteSettings } from "#features/settings/site-settings";
import { CompanyContacts } from "./company-contacts";
import { legalProse } from "./prose";

/** Body of the accessibility statement (/accessibilita), with the contacts from the settings. */
export function AccessibilityStatement({ settings }: { settings: SiteSettings }) {
  const brand = settings.site_name;
  return (
    <article className={legalProse}>
      <h2>Il nostro impegno</h2>
      <p>
        {settings.company_name} si impegna a rendere il proprio sito web accessibile a tutte le
        persone, comprese quelle con disabilità, che lo consultano con qualsiasi dispositivo e con
        le tecnologie assistive che preferiscono. Questa dichiarazione si applica al sito {brand} in
        tutte le sue pagine pubbliche, ai moduli di contatto e preventivo e all'area clienti.
      </p>

      <h2>Stato di conformità</h2>
      <p>
        Il sito è <strong>conforme</strong> alle Linee guida per l'accessibilità dei contenuti web{" "}
        <strong>WCAG 2.1 livello AA</strong>, richiamate dalla norma europea EN 301 549, e ai
        requisiti di accessibilità dei servizi previsti dall'
        <strong>European Accessibility Act</strong> (Direttiva (UE) 2019/882), recepita in Italia
        con il Decreto Legislativo 27 maggio 2022, n. 82.
      </p>

      <h2>Come verifichiamo l'accessibilità</h2>
      <p>
        La conformità è frutto di un'autovalutazione svolta dal nostro team, che ripetiamo a ogni
        rilascio:
      </p>
      <ul>
        <li>controlli automatici con axe-core sui criteri WCAG 2.1 A e AA per ogni pagina;</li>
        <li>navigazione completa da tastiera, con focus sempre visibile e ordine logico;</li>
        <li>prove con lettori di schermo (NVDA su Windows e VoiceOver su macOS e iOS);</li>
        <li>
          verifica del contrasto dei colori, dello zoom fino al 200% e della visualizzazione su
          schermi piccoli.
        </li>
      </ul>

      <h2>Funzionalità di accessibilità</h2>
      <ul>
        <li>un collegamento «Vai al contenuto principale» all'inizio di ogni pagina;</li>
        <li>
          struttura a titoli ordinata e aree della pagina (intestazione, navigazione, contenuto, piè
          di pagina) riconoscibili dalle tecnologie assistive;
        </li>
        <li>
          contrasto tra testo e sfondo di almeno 4,5:1 e testi ridimensionabili senza perdita di
          contenuto;
        </li>
        <li>
          testi alternativi per le immagini informative e immagini decorative ignorate dai lettori
          di schermo;
        </li>
        <li>
          moduli con etichette esplicite, campi obbligatori indicati e messaggi di errore testuali;
        </li>
        <li>finestre di dialogo utilizzabili da tastiera, chiudibili con il tasto Esc;</li>
        <li>animazioni ridotte quando il sistema operativo lo richiede;</li>
        <li>lingua italiana dichiarata nel codice della pagina, per una corretta pronuncia.</li>
      </ul>

      <h2>Contenuti di terze parti</h2>
      <p>
        Alcuni contenuti non sono prodotti da noi: i file scaricabili dei produttori di software, i
        siti esterni a cui rimandiamo e i testi delle informative forniti da un servizio
        specializzato. Ne verifichiamo la leggibilità prima di pubblicarli e, se uno di questi
        contenuti non ti è accessibile, ti forniamo su richiesta le stesse informazioni in un
        formato alternativo.
      </p>

      <h2>Segnalazioni e richieste</h2>
      <p>
        Se incontri una difficoltà nell'uso del sito, trovi un contenuto non accessibile o hai
        bisogno di un'informazione in un formato diverso, scrivici o telefonaci indicando la pagina
        e il problema riscontrato.{" "}
        <strong>Rispondiamo a ogni segnalazione entro 5 giorni lavorativi</strong>, indicando come e
        quando risolveremo il problema.
      </p>
      <CompanyContacts settings={settings} mailSubject="Segnalazione accessibilità" />

      <h2>Procedura di attuazione</h2>
      <p>
        Se la risposta non ti soddisfa, o se non ricevi risposta entro 5 giorni lavorativi, puoi
        presentare una segnalazione all'Agenzia per l'Italia Digitale (AgID), l'autorità che vigila
        sull'accessibilità dei servizi ai sensi del D.Lgs. 82/2022, tramite il sito{" "}
        <a href="https://www.agid.gov.it/">www.agid.gov.it</a>. L'AgID valuta la segnalazione e, se
        necessario, interviene nei confronti del fornitore del servizio.
      </p>

      <h2>Revisione della dichiarazione</h2>
      <p>
        Riesaminiamo questa dichiarazione a ogni modifica rilevante del sito e comunque almeno una
        volta all'anno; la data di ultimo aggiornamento è indicata in cima alla pagina.
      </p>
    </article>
  );
}
