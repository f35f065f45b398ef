import type { PostSeed } from "./post-seed";

/** Articles on AI, data protection and how we write software. */
export const developmentPosts: PostSeed[] = [
  {
    slug: "intelligenza-artificiale-pmi-casi-uso-rischi",
    title: "Intelligenza artificiale nelle PMI: casi d'uso concreti e rischi da evitare",
    excerpt:
      "Dall'assistente che risponde sui documenti interni alla lettura automatica delle fatture: dove l'IA fa già risparmiare tempo alle piccole e medie imprese, e quali errori evitare con dati e normative.",
    category: "tecnologia",
    tags: ["intelligenza artificiale", "AI Act", "automazione", "PMI"],
    author: "Marco Venturini",
    schedule: { kind: "published", at: "2026-04-21T08:00:00+02:00" },
    content: `<p>L'intelligenza artificiale generativa è entrata negli uffici quasi senza chiedere permesso: molti collaboratori usano già chatbot per scrivere e-mail o riassumere documenti. Per un'azienda la domanda non è più se usarla, ma come farlo in modo utile e sicuro.</p>
<h2>Dove l'IA rende davvero</h2>
<ul>
<li><strong>Assistenti sui documenti interni:</strong> procedure, manuali e listini interrogabili in linguaggio naturale, con le fonti citate.</li>
<li><strong>Estrazione di dati:</strong> lettura di fatture, bolle e ordini non strutturati, con inserimento nel gestionale e verifica umana.</li>
<li><strong>Assistenza clienti:</strong> prime risposte e smistamento delle richieste, lasciando ai tecnici i casi complessi.</li>
<li><strong>Testi e traduzioni:</strong> schede prodotto, bozze di offerte e contenuti multilingua per l'export.</li>
<li><strong>Previsioni:</strong> stime della domanda e delle scorte a partire dallo storico delle vendite.</li>
</ul>
<h2>I rischi più comuni</h2>
<p>Il primo riguarda i dati: incollare contratti o dati dei clienti in un servizio gratuito significa spesso cederli a terzi. Servono strumenti con condizioni contrattuali adeguate, dati trattati nell'Unione europea quando possibile e regole interne chiare su cosa si può condividere.</p>
<p>Il secondo riguarda l'affidabilità: i modelli linguistici possono produrre risposte plausibili ma sbagliate. Per questo nei progetti che realizziamo le risposte citano sempre i documenti di origine e le decisioni che contano restano a una persona.</p>
<h2>Le regole europee</h2>
<p>Il Regolamento europeo sull'intelligenza artificiale (AI Act) entra in applicazione per fasi. Alcuni obblighi sono già in vigore, come il divieto di determinate pratiche e il dovere di garantire un livello sufficiente di alfabetizzazione sull'IA al personale che la utilizza. Per la maggior parte delle PMI, che usano l'IA per attività a basso rischio, il lavoro da fare è soprattutto organizzativo: formazione, trasparenza verso i clienti e rispetto del GDPR.</p>
<h2>Come partire</h2>
<p>Il nostro consiglio è scegliere un processo ripetitivo e misurabile, realizzare un prototipo in poche settimane e valutarne i risultati con chi lo userà ogni giorno. Meglio un piccolo progetto che funziona di una grande promessa che nessuno adotta.</p>`,
  },
  {
    slug: "backup-3-2-1-guida-pratica-dati-aziendali",
    title: "Backup 3-2-1: guida pratica per proteggere i dati aziendali",
    excerpt:
      "Tre copie, due supporti diversi, una fuori sede: la regola del 3-2-1 spiegata passo per passo, con l'aggiunta che oggi serve contro il ransomware e le verifiche di ripristino da pianificare.",
    category: "tutorial",
    tags: ["backup", "ransomware", "disaster recovery", "guida"],
    author: "Luca Benedetti",
    schedule: { kind: "draft" },
    content: `<p>Quando un cliente ci chiama dopo un guasto o un attacco informatico, la prima domanda è sempre la stessa: quando è stato fatto l'ultimo backup funzionante? Questa guida spiega come impostare una strategia di backup solida anche in una piccola azienda.</p>
<h2>La regola del 3-2-1</h2>
<ul>
<li><strong>3 copie dei dati:</strong> l'originale più due copie di sicurezza.</li>
<li><strong>2 supporti diversi:</strong> ad esempio un NAS in ufficio e un servizio cloud.</li>
<li><strong>1 copia fuori sede:</strong> al sicuro da incendi, furti e allagamenti.</li>
</ul>
<h2>Perché oggi non basta più</h2>
<p>I ransomware moderni cercano e cifrano anche i backup raggiungibili dalla rete. Per questo la regola si è evoluta in 3-2-1-1-0: almeno una copia immutabile o scollegata, che nessuno può modificare o cancellare per un periodo stabilito, e zero errori nelle verifiche di ripristino.</p>
<h2>Passo 1: decidere cosa proteggere</h2>
<p>Elencate server, gestionale, file condivisi, caselle di posta e dispositivi dei collaboratori. Ricordate i servizi cloud: Microsoft 365 e Google Workspace conservano i dati, ma le cancellazioni e le cifrature accidentali si propagano; un backup separato resta consigliato.</p>
<h2>Passo 2: stabilire RPO e RTO</h2>
<p>L'RPO indica quanti dati potete permettervi di perdere, ad esempio quelli dell'ultima ora; l'RTO quanto tempo potete restare fermi prima del ripristino. Da questi due valori dipendono la frequenza dei backup e la tecnologia da scegliere.</p>
<h2>Passo 3: automatizzare e controllare</h2>
<p>Un backup manuale prima o poi viene dimenticato. Programmate i salvataggi, attivate le notifiche di errore e nominate una persona responsabile che controlli i rapporti ogni settimana.</p>
<h2>Passo 4: provare il ripristino</h2>
<p>Almeno due volte l'anno simulate il recupero di un file, di una casella di posta e di un intero server. Un backup mai ripristinato è solo una speranza: le prove rivelano problemi di tempi, password e procedure prima che diventino un'emergenza.</p>`,
  },
  {
    slug: "typescript-in-azienda-perche-lo-adottiamo",
    title: "TypeScript in azienda: perché lo adottiamo in tutti i nuovi progetti",
    excerpt:
      "Meno errori in produzione, modifiche più sicure e un codice che si spiega da solo: i motivi per cui scriviamo in TypeScript ogni nuovo progetto web, e come introdurlo gradualmente in quelli esistenti.",
    category: "programmazione",
    tags: ["TypeScript", "JavaScript", "qualità del codice", "sviluppo"],
    author: "Marco Venturini",
    schedule: { kind: "scheduled", daysAhead: 10 },
    content: `<p>Da qualche anno tutti i nuovi progetti web che sviluppiamo, dai gestionali su misura agli e-commerce, sono scritti in TypeScript. Non è una moda: è una scelta che riduce i costi di manutenzione per i nostri clienti.</p>
<h2>Che cosa aggiunge TypeScript</h2>
<p>TypeScript è JavaScript con i tipi: descrive la forma dei dati che circolano nel programma e segnala gli errori mentre si scrive il codice, invece che quando un utente li incontra. Il risultato viene poi trasformato in normale JavaScript, compatibile con ogni browser e con Node.js.</p>
<h2>I vantaggi concreti</h2>
<ul>
<li><strong>Meno errori in produzione:</strong> un campo mancante o un valore nullo vengono scoperti prima del rilascio.</li>
<li><strong>Modifiche più sicure:</strong> quando cambia un dato, il compilatore indica tutti i punti da aggiornare.</li>
<li><strong>Regole condivise:</strong> con librerie come Zod lo stesso schema valida il modulo nel browser e la richiesta sul server.</li>
<li><strong>Inserimento più rapido di nuovi sviluppatori:</strong> i tipi sono una documentazione sempre aggiornata.</li>
</ul>
<h2>E i progetti esistenti?</h2>
<p>Non serve riscrivere tutto. TypeScript può convivere con il JavaScript esistente: si comincia dai moduli più critici, si attivano i controlli più severi un passo alla volta e si converte il resto quando lo si modifica. In pochi mesi la parte più delicata del codice è coperta.</p>
<h2>Quello che TypeScript non fa</h2>
<p>I tipi non sostituiscono i test automatici né una buona revisione del codice, e non controllano i dati che arrivano dall'esterno: per quelli serve sempre una validazione esplicita. Usato insieme a queste pratiche, però, cambia in meglio la qualità del software.</p>
<p>Se il vostro gestionale web è diventato difficile da modificare, possiamo valutarne lo stato e proporre un percorso di ammodernamento graduale, senza fermare il lavoro quotidiano.</p>`,
  },
];
