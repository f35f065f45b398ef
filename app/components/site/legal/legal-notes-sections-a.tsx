import type { ReactNode } from "react";
import type { SiteSettings } from "#features/settings/site-settings";

export type LegalSection = { title: string; body: ReactNode };

/**
 * Sections 1-8 of the legal notes: who we are, the site, its content and our offers. `siteHost`
 * is the site's public host (www.example.it), as canonical URLs name it.
 */
export function legalSectionsA(settings: SiteSettings, siteHost: string): LegalSection[] {
  const company = settings.company_name;
  return [
    {
      title: "Titolare del sito",
      body: (
        <p>
          Il sito {siteHost} (di seguito «Sito») è di proprietà ed è gestito da{" "}
          <strong>{company}</strong>, con sede legale in {settings.address_street},{" "}
          {settings.address_city}, Partita IVA {settings.vat_number}, che opera dal 2005 nello
          sviluppo di software, nella consulenza informatica e nei servizi digitali per le imprese.
          I recapiti completi sono riportati al punto 15.
        </p>
      ),
    },
    {
      title: "Oggetto e accettazione delle condizioni",
      body: (
        <p>
          Queste note legali regolano l'accesso al Sito e l'uso dei contenuti e dei servizi
          informativi offerti tramite esso. Navigando sul Sito accetti le condizioni qui descritte;
          se non le condividi, ti invitiamo a non utilizzarlo. I servizi professionali (sviluppo
          software, consulenza, siti, e-commerce, cloud e marketing) sono regolati dai singoli
          contratti, come indicato al punto 7.
        </p>
      ),
    },
    {
      title: "Proprietà intellettuale",
      body: (
        <>
          <p>
            Testi, immagini, grafica, loghi, codice sorgente e ogni altro contenuto del Sito, così
            come il marchio {settings.site_name}, appartengono a {company} o ai rispettivi
            licenzianti e sono protetti dalla Legge 22 aprile 1941, n. 633 sul diritto d'autore e
            dal Codice della proprietà industriale (D.Lgs. 10 febbraio 2005, n. 30).
          </p>
          <p>
            È consentito consultare, scaricare e stampare i contenuti per uso personale e non
            commerciale, citandone la fonte. Ogni altra riproduzione, modifica o diffusione richiede
            la nostra autorizzazione scritta. I marchi e i loghi di clienti e partner appartengono
            ai rispettivi titolari e sono mostrati a solo scopo descrittivo.
          </p>
        </>
      ),
    },
    {
      title: "Uso del sito",
      body: (
        <>
          <p>
            Il Sito deve essere utilizzato in modo lecito e corretto. In particolare non è
            consentito:
          </p>
          <ul>
            <li>tentare di accedere ad aree riservate, sistemi o dati senza autorizzazione;</li>
            <li>introdurre virus o codice dannoso, o compromettere il funzionamento del Sito;</li>
            <li>
              inviare richieste automatiche massive o estrarre i contenuti a fini commerciali;
            </li>
            <li>
              inviare tramite i moduli contenuti illeciti, offensivi o dati di terzi senza titolo.
            </li>
          </ul>
          <p>
            Ci riserviamo di bloccare l'accesso a chi viola queste regole e di segnalarlo alle
            autorità competenti.
          </p>
        </>
      ),
    },
    {
      title: "Limitazione di responsabilità",
      body: (
        <>
          <p>
            Curiamo con attenzione i contenuti del Sito, che hanno tuttavia carattere informativo:
            possono contenere imprecisioni o non essere aggiornati e non sostituiscono una
            consulenza professionale sul tuo caso specifico.
          </p>
          <p>
            Il Sito è fornito nello stato in cui si trova e non ne garantiamo il funzionamento
            ininterrotto. Salvo i casi di dolo o colpa grave previsti dall'art. 1229 del Codice
            civile, {company} non risponde dei danni derivanti dall'uso del Sito o
            dall'impossibilità di utilizzarlo.
          </p>
        </>
      ),
    },
    {
      title: "Link esterni",
      body: (
        <p>
          Il Sito contiene collegamenti a siti di terzi, come clienti, partner e social network,
          inseriti per comodità di consultazione. Non controlliamo questi siti e non rispondiamo dei
          loro contenuti né delle loro regole sulla privacy; un collegamento non implica
          approvazione. È possibile collegarsi al nostro Sito purché il link non ne alteri i
          contenuti e non suggerisca rapporti di collaborazione inesistenti.
        </p>
      ),
    },
    {
      title: "Preventivi e contratti",
      body: (
        <p>
          Le descrizioni di servizi e piattaforme pubblicate sul Sito non costituiscono offerta al
          pubblico ai sensi dell'art. 1336 del Codice civile, e le richieste di preventivo inviate
          tramite il Sito non impegnano né te né noi. Ogni preventivo scritto descrive attività,
          tempi e costi ed è valido 30 giorni, salvo diversa indicazione. Il contratto si conclude
          con l'accettazione scritta del preventivo o la firma del contratto, le cui condizioni
          prevalgono su quanto indicato nel Sito.
        </p>
      ),
    },
    {
      title: "Prezzi",
      body: (
        <p>
          Prezzi e promozioni indicati sul Sito sono espressi in euro, al netto dell'IVA salvo
          diversa indicazione, e si rivolgono a imprese e professionisti. Le promozioni valgono nel
          periodo indicato. Il prezzo definitivo è quello del preventivo accettato; i canoni
          ricorrenti (hosting, licenze, manutenzione) sono fatturati con la periodicità prevista dal
          contratto.
        </p>
      ),
    },
  ];
}
