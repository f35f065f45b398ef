import type { PostSeed } from "./post-seed";

/** Articles on selling online, web apps and the cloud. */
export const businessPosts: PostSeed[] = [
  {
    slug: "aumentare-conversioni-ecommerce-interventi-concreti",
    title: "Aumentare le conversioni di un e-commerce: 8 interventi concreti",
    excerpt:
      "Prima di investire altro budget in pubblicità, conviene sistemare ciò che fa perdere vendite: velocità, checkout, costi di spedizione e fiducia. Otto interventi che misuriamo ogni giorno sui negozi dei nostri clienti.",
    category: "e-commerce",
    tags: ["e-commerce", "conversioni", "checkout", "Core Web Vitals"],
    author: "Chiara Zanetti",
    schedule: { kind: "published", at: "2026-09-22T09:15:00+02:00" },
    content: `<p>Molti negozi online cercano di crescere aumentando il traffico. Eppure, nei progetti che seguiamo, i margini più rapidi arrivano quasi sempre dal migliorare la conversione di chi il sito lo visita già. Ecco gli interventi che proponiamo per primi.</p>
<h2>Velocità e stabilità della pagina</h2>
<p>Un negozio lento perde clienti soprattutto da smartphone. Gli indicatori Core Web Vitals di Google danno obiettivi chiari: contenuto principale visibile entro 2,5 secondi (LCP), risposta ai clic entro 200 millisecondi (INP) e nessun salto improvviso degli elementi (CLS sotto 0,1). Immagini in formato WebP o AVIF, dimensionate correttamente, e pochi script di terze parti fanno la differenza.</p>
<h2>Un checkout senza ostacoli</h2>
<ul>
<li><strong>Acquisto come ospite:</strong> obbligare alla registrazione è una delle prime cause di abbandono.</li>
<li><strong>Costi chiari fin da subito:</strong> spese di spedizione e tempi di consegna vanno mostrati già nella scheda prodotto.</li>
<li><strong>Metodi di pagamento familiari:</strong> carte, PayPal, Apple Pay e Google Pay, e soluzioni diffuse in Italia come Satispay o il pagamento a rate.</li>
<li><strong>Meno campi:</strong> completamento automatico dell'indirizzo e nessun dato richiesto due volte.</li>
</ul>
<h2>Schede prodotto che rispondono alle domande</h2>
<p>Foto reali e ingrandibili, misure, materiali, disponibilità e recensioni verificate: ogni dubbio non risolto è un clic verso un concorrente. Per i prodotti tecnici aiuta una sezione di domande frequenti; per il settore alimentare e vitivinicolo, informazioni su origine, abbinamenti e conservazione.</p>
<h2>Fiducia e assistenza</h2>
<p>Recapiti visibili, politica di reso comprensibile e una chat o un numero di assistenza riducono l'incertezza, soprattutto per chi acquista per la prima volta. Anche i dettagli contano: certificato HTTPS, dati aziendali completi nel piè di pagina e conferme d'ordine chiare.</p>
<h2>Recuperare i carrelli abbandonati</h2>
<p>Una sequenza di e-mail ben scritta, inviata entro poche ore dall'abbandono, recupera una quota significativa di ordini persi. Funziona meglio se ricorda i prodotti scelti e risponde alle obiezioni più comuni, invece di offrire subito uno sconto.</p>
<p>Il metodo conta più del singolo intervento: misurare il punto di partenza, cambiare una cosa alla volta e verificare i risultati. Se volete capire dove il vostro negozio perde vendite, partiamo da un'analisi gratuita dei dati esistenti.</p>`,
  },
  {
    slug: "progressive-web-app-quando-convengono",
    title: "Progressive Web App: quando convengono più di un'app nativa",
    excerpt:
      "Installabili, veloci e utilizzabili anche offline, le PWA permettono di raggiungere Android, iPhone e desktop con un unico progetto. Vantaggi, limiti e casi in cui le consigliamo.",
    category: "sviluppo",
    tags: ["PWA", "app", "mobile", "sviluppo web"],
    author: "Marco Venturini",
    schedule: { kind: "published", at: "2026-02-10T08:45:00+01:00" },
    content: `<p>Quando un cliente ci chiede "un'app", la prima domanda che facciamo è: deve stare negli store o deve soprattutto essere comoda da usare sul telefono? Nel secondo caso una Progressive Web App è spesso la risposta più efficiente.</p>
<h2>Che cos'è una PWA</h2>
<p>Una PWA è un'applicazione web che il browser può installare sulla schermata principale come un'app. Grazie a un service worker funziona anche con connessione assente o instabile, si apre a schermo intero e può inviare notifiche push, supportate ormai anche su iPhone per le app aggiunte alla schermata Home.</p>
<h2>I vantaggi per un'azienda</h2>
<ul>
<li><strong>Un solo progetto</strong> per Android, iOS e computer, con costi di sviluppo e manutenzione ridotti.</li>
<li><strong>Aggiornamenti immediati:</strong> nessuna revisione degli store, gli utenti hanno sempre l'ultima versione.</li>
<li><strong>Indicizzazione sui motori di ricerca</strong>, impossibile per un'app nativa.</li>
<li><strong>Nessuna commissione</strong> sugli acquisti effettuati nell'app.</li>
</ul>
<h2>I limiti da conoscere</h2>
<p>Alcune funzioni del dispositivo restano più accessibili alle app native: integrazioni profonde con Bluetooth, elaborazioni pesanti in background, widget avanzati. Inoltre la presenza negli store può essere importante per la visibilità di un prodotto rivolto al grande pubblico. In questi casi valutiamo soluzioni ibride o native.</p>
<h2>Un esempio dal nostro lavoro</h2>
<p>Per un consorzio di comuni abbiamo realizzato una PWA per la raccolta differenziata: calendario del ritiro per via, promemoria, guida al conferimento dei rifiuti e segnalazioni con foto. I cittadini la installano in pochi secondi dal sito, funziona anche in cantina senza segnale e l'ente non deve gestire la pubblicazione sugli store.</p>
<p>Se state valutando un'app per clienti, tecnici o dipendenti, una PWA è spesso il modo più rapido per partire e verificare l'interesse degli utenti prima di investimenti maggiori.</p>`,
  },
  {
    slug: "migrazione-cloud-pmi-cinque-fasi",
    title: "Migrare al cloud senza sorprese: un percorso in cinque fasi",
    excerpt:
      "Il cloud riduce i rischi legati al vecchio server in ufficio, ma solo se la migrazione è pianificata. Le cinque fasi che seguiamo con le PMI, dall'inventario al controllo dei costi.",
    category: "consulenza-it",
    tags: ["cloud", "migrazione", "Microsoft 365", "FinOps"],
    author: "Team Scaligera Digital",
    schedule: { kind: "published", at: "2026-07-08T09:30:00+02:00" },
    content: `<p>Il server sotto la scrivania che ospita gestionale, file condivisi e posta ha accompagnato molte aziende per anni. Oggi però è spesso il punto debole dell'infrastruttura: hardware fuori garanzia, backup incerti, accessi da remoto improvvisati. Il passaggio al cloud risolve molti di questi problemi, a patto di affrontarlo con metodo.</p>
<h2>1. Inventario e priorità</h2>
<p>Si parte dall'elenco di applicazioni, dati e dipendenze: quale software usa quale database, chi accede e da dove, quali licenze sono legate all'hardware. È la fase che evita le brutte sorprese del giorno del passaggio.</p>
<h2>2. Scelta del modello</h2>
<ul>
<li><strong>SaaS</strong> quando esiste un servizio già pronto: posta e documenti su Microsoft 365 o Google Workspace.</li>
<li><strong>PaaS</strong> per applicazioni web e database gestiti, senza sistemi operativi da mantenere.</li>
<li><strong>IaaS</strong> per i gestionali che richiedono ancora un server Windows dedicato.</li>
</ul>
<p>I principali fornitori offrono region in Italia, a Milano, utili per latenza e per le esigenze di residenza dei dati.</p>
<h2>3. Progetto pilota</h2>
<p>Si migra per primo un servizio rappresentativo ma non critico, misurando prestazioni e impatti sugli utenti. È il momento giusto per formare il personale e sistemare le procedure di accesso, con autenticazione a più fattori fin dal primo giorno.</p>
<h2>4. Migrazione e sicurezza</h2>
<p>Il trasferimento avviene per blocchi, di solito fuori orario. Un punto spesso frainteso: il cloud non sostituisce il backup. Il fornitore garantisce l'infrastruttura, ma la protezione dei dati e degli accessi resta responsabilità dell'azienda, secondo il modello di responsabilità condivisa.</p>
<h2>5. Controllo dei costi</h2>
<p>Il cloud si paga a consumo: risorse sovradimensionate o dimenticate accese pesano in bolletta. Budget con avvisi, dimensionamento periodico e spegnimento automatico degli ambienti di test mantengono la spesa sotto controllo.</p>
<p>Con questo percorso accompagniamo le aziende dal primo inventario alla gestione quotidiana. Il risultato tipico è un'infrastruttura più sicura, accessibile da ovunque e con costi prevedibili.</p>`,
  },
];
