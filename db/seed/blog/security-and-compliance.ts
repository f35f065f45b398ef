import type { PostSeed } from "./post-seed";

/** Articles on the rules Italian SMEs must follow: NIS2, cookie consent, accessibility. */
export const compliancePosts: PostSeed[] = [
  {
    slug: "nis2-pmi-cosa-cambia-e-da-dove-iniziare",
    title: "NIS2 per le PMI: cosa cambia e da dove iniziare",
    excerpt:
      "La direttiva NIS2 allarga gli obblighi di sicurezza informatica a migliaia di imprese italiane, anche indirettamente attraverso la filiera. Ecco come capire se vi riguarda e quali passi fare subito.",
    category: "sicurezza",
    tags: ["NIS2", "cybersicurezza", "compliance", "ACN"],
    author: "Luca Benedetti",
    schedule: { kind: "published", at: "2026-10-14T08:30:00+02:00" },
    content: `<p>Con il decreto legislativo 138/2024 l'Italia ha recepito la direttiva europea NIS2, che sostituisce la vecchia NIS e amplia in modo deciso il perimetro delle organizzazioni tenute a gestire il rischio informatico. Non si parla più soltanto di grandi operatori di energia e telecomunicazioni: rientrano anche aziende manifatturiere, alimentari, di logistica, di gestione dei rifiuti e fornitori di servizi digitali, a partire dalla media impresa.</p>
<h2>La mia azienda è soggetta alla NIS2?</h2>
<p>Il primo criterio è il settore: gli allegati del decreto elencano i settori "ad alta criticità" e gli "altri settori critici". Il secondo è la dimensione: di regola sono coinvolte le imprese con almeno 50 dipendenti oppure con un fatturato annuo superiore a 10 milioni di euro. Chi rientra deve registrarsi sulla piattaforma dell'Agenzia per la Cybersicurezza Nazionale (ACN) e aggiornare i propri dati ogni anno.</p>
<p>Attenzione però all'effetto filiera: anche una piccola impresa che fornisce software, manutenzione o servizi IT a un soggetto NIS2 riceverà richieste precise sulla propria sicurezza, perché il cliente deve gestire il rischio dei fornitori. In pratica, essere "pronti NIS2" diventa un requisito commerciale.</p>
<h2>Gli obblighi principali</h2>
<ul>
<li><strong>Gestione del rischio:</strong> analisi dei rischi, politiche di sicurezza, controllo degli accessi e autenticazione a più fattori.</li>
<li><strong>Continuità operativa:</strong> backup verificati, piani di ripristino e gestione delle crisi.</li>
<li><strong>Notifica degli incidenti:</strong> preallarme al CSIRT Italia entro 24 ore, notifica entro 72 ore e relazione finale entro un mese.</li>
<li><strong>Sicurezza della catena di approvvigionamento:</strong> valutazione dei fornitori e clausole contrattuali adeguate.</li>
<li><strong>Responsabilità degli organi di amministrazione:</strong> i vertici approvano le misure, ne rispondono e devono ricevere formazione.</li>
</ul>
<h2>Da dove iniziare, in concreto</h2>
<p>Il punto di partenza è un inventario onesto: quali sistemi, dati e servizi sono davvero critici per l'azienda, chi vi accede e da dove. Su questa base si costruisce un piano per priorità, che di solito comincia da interventi poco costosi e molto efficaci: autenticazione a più fattori su posta e accessi remoti, aggiornamenti regolari, backup con una copia non modificabile, segmentazione della rete e una procedura scritta per gestire gli incidenti.</p>
<p>Le sanzioni previste sono rilevanti, ma il vero motivo per muoversi è un altro: un attacco ransomware ferma la produzione per giorni. Le misure richieste dalla NIS2 sono, nella sostanza, le buone pratiche che riducono questo rischio.</p>
<h2>Come possiamo aiutarvi</h2>
<p>Affianchiamo le PMI del Veneto nella verifica dell'assoggettabilità, nella gap analysis rispetto alle misure di base indicate dall'ACN e nella realizzazione degli interventi tecnici, dalla protezione degli accessi al monitoraggio. Se avete ricevuto un questionario di sicurezza da un cliente, è il momento giusto per parlarne.</p>`,
  },
  {
    slug: "cookie-banner-gdpr-consenso-corretto",
    title: "Cookie banner e GDPR: come raccogliere il consenso in modo corretto",
    excerpt:
      "Pulsante per rifiutare, niente scroll come consenso, prova del consenso conservata: le regole del Garante sui cookie spiegate in modo pratico per chi gestisce un sito aziendale.",
    category: "web-design",
    tags: ["GDPR", "cookie", "privacy", "Consent Mode"],
    author: "Chiara Zanetti",
    schedule: { kind: "published", at: "2026-03-17T09:00:00+01:00" },
    content: `<p>Il banner dei cookie è spesso il primo elemento che un visitatore vede sul vostro sito, ed è anche uno dei più controllati dal Garante per la protezione dei dati personali. Le linee guida italiane su cookie e strumenti di tracciamento, in vigore dal gennaio 2022, sono chiare su cosa è ammesso e cosa no.</p>
<h2>Le regole essenziali</h2>
<ul>
<li>I cookie tecnici non richiedono consenso; quelli di profilazione e marketing sì, sempre prima di essere installati.</li>
<li>Il banner deve permettere di rifiutare con la stessa facilità con cui si accetta: la chiusura con la "X" equivale al rifiuto.</li>
<li>Lo scorrimento della pagina non è un consenso valido, e non sono ammessi "cookie wall" che bloccano il sito a chi rifiuta.</li>
<li>Le scelte vanno ricordate: il banner non va riproposto prima di sei mesi, salvo cambiamenti rilevanti.</li>
<li>L'utente deve poter modificare le proprie preferenze in ogni momento, ad esempio da un link nel piè di pagina.</li>
</ul>
<h2>E Google Analytics?</h2>
<p>Gli strumenti di statistica possono essere assimilati ai cookie tecnici solo a condizioni stringenti, tra cui il mascheramento dell'indirizzo IP e l'assenza di incroci con altri dati. Nella maggior parte dei casi la scelta più prudente è caricare Analytics solo dopo il consenso. Google Consent Mode v2, richiesto da Google per chi usa i suoi servizi pubblicitari nello Spazio economico europeo, va impostato con tutti i consensi negati come valore predefinito: i tag si attivano davvero solo quando l'utente accetta.</p>
<h2>Conservare la prova del consenso</h2>
<p>Il GDPR chiede al titolare di poter dimostrare il consenso raccolto. Per questo è buona pratica registrare, lato server, ogni scelta con data, categorie accettate e versione dell'informativa, senza conservare dati identificativi superflui. In caso di verifica, questo registro vale più di qualsiasi dichiarazione.</p>
<h2>Un buon banner è anche un buon design</h2>
<p>Testi brevi e comprensibili, pulsanti con lo stesso peso visivo, un pannello di preferenze accessibile da tastiera e leggibile con uno screen reader: un banner fatto bene rispetta la legge e non fa scappare i visitatori. Nei siti che realizziamo il consenso è integrato fin dal progetto, non aggiunto all'ultimo momento con un plugin.</p>`,
  },
  {
    slug: "european-accessibility-act-obblighi-siti-ecommerce",
    title: "European Accessibility Act: gli obblighi per siti ed e-commerce dal 2025",
    excerpt:
      "Dal 28 giugno 2025 molti servizi digitali rivolti ai consumatori devono essere accessibili. Chi è coinvolto, quali standard seguire e come mettere in regola il proprio sito.",
    category: "news",
    tags: ["accessibilità", "EAA", "WCAG", "e-commerce"],
    author: "Team Scaligera Digital",
    schedule: { kind: "published", at: "2026-06-04T10:00:00+02:00" },
    content: `<p>È passato un anno da quando l'European Accessibility Act, recepito in Italia con il decreto legislativo 82/2022, è diventato pienamente applicabile. Dal 28 giugno 2025 l'accessibilità non è più un requisito riservato alla pubblica amministrazione: riguarda anche molte imprese private che vendono prodotti e servizi ai consumatori.</p>
<h2>Chi è coinvolto</h2>
<p>Rientrano nell'ambito della norma, tra gli altri, i servizi di commercio elettronico, i servizi bancari per i consumatori, i biglietti e i servizi di trasporto, gli e-book e i servizi di comunicazione elettronica. In pratica, se il vostro sito permette di concludere un acquisto o un contratto online, è molto probabile che siate coinvolti.</p>
<p>Sono escluse le microimprese che forniscono servizi, cioè quelle con meno di 10 dipendenti e un fatturato o un totale di bilancio annuo non superiore a 2 milioni di euro. Anche per loro, però, un sito accessibile resta un vantaggio competitivo.</p>
<h2>Quali standard seguire</h2>
<p>Il riferimento tecnico è la norma europea EN 301 549, che per i contenuti web rimanda alle linee guida WCAG 2.1 di livello AA. Tradotto in interventi concreti:</p>
<ul>
<li>testi alternativi significativi per immagini e icone con una funzione;</li>
<li>contrasto del testo di almeno 4,5:1 rispetto allo sfondo;</li>
<li>navigazione completa da tastiera, con il focus sempre visibile;</li>
<li>moduli con etichette reali e messaggi di errore comprensibili;</li>
<li>struttura corretta di titoli e aree della pagina, utile agli screen reader;</li>
<li>una dichiarazione di accessibilità pubblicata e aggiornata.</li>
</ul>
<h2>Come procedere</h2>
<p>Consigliamo di partire da un audit che combini strumenti automatici, come axe, e verifiche manuali con tastiera e screen reader: gli strumenti automatici trovano solo una parte dei problemi. Il risultato è un elenco di interventi ordinato per impatto, che spesso si risolve in poche settimane su un sito ben costruito.</p>
<p>L'accessibilità conviene anche al business: pagine più chiare e veloci migliorano il posizionamento sui motori di ricerca e il tasso di conversione per tutti gli utenti, non solo per le persone con disabilità.</p>`,
  },
];
