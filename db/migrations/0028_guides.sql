ALTER TYPE "public"."redirect_entity_type" ADD VALUE 'guide';--> statement-breakpoint
CREATE TABLE "guide_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(255) NOT NULL,
	"title" varchar(255) NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_category_id_guide_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."guide_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_categories_name" ON "guide_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "guide_categories_order" ON "guide_categories" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "guides_title" ON "guides" USING btree ("title");--> statement-breakpoint
CREATE INDEX "guides_category" ON "guides" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "guides_published" ON "guides" USING btree ("published");--> statement-breakpoint
CREATE INDEX "guides_updated_at" ON "guides" USING btree ("updated_at");--> statement-breakpoint
-- The site search (decision 065): Italian stemming with accents removed. unaccent is a contrib
-- extension (PGlite loads it when given in its options, db/client.ts); to_tsvector with this
-- configuration is immutable, so it may serve an expression index.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "sito_it" (COPY = pg_catalog.italian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "sito_it" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;--> statement-breakpoint
-- The four guides /area-clienti held in its code become the knowledge base's first articles.
INSERT INTO "guide_categories" ("name", "slug", "description", "sort_order") VALUES
  ('Assistenza remota', 'assistenza-remota', 'Come ricevere assistenza a distanza dai nostri tecnici.', 1),
  ('Posta elettronica', 'posta-elettronica', 'Come configurare la posta elettronica e la PEC nei vostri programmi e dispositivi.', 2)
  ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "guides" ("slug", "title", "summary", "body", "category_id", "sort_order", "published") SELECT $guide$come-funziona-la-teleassistenza$guide$, $guide$Come funziona la teleassistenza$guide$, $guide$Come ricevere assistenza a distanza: il programma da scaricare e il codice da comunicare al tecnico.$guide$, $guide$<ol><li>Telefonate al supporto o aprite un ticket descrivendo il problema.</li><li>Scaricate il programma di assistenza remota adatto al vostro computer.</li><li>Avviatelo e comunicate al tecnico il codice che compare a schermo.</li><li>Il tecnico vede il vostro schermo solo finché lo consentite: potete chiudere la sessione in ogni momento.</li></ol><p><a href="/area-clienti#software">Vai al software di teleassistenza</a></p>$guide$, "id", 1, true FROM "guide_categories" WHERE "slug" = $guide$assistenza-remota$guide$ ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "guides" ("slug", "title", "summary", "body", "category_id", "sort_order", "published") SELECT $guide$configurazione-posta-pop3s$guide$, $guide$Configurazione posta POP3S$guide$, $guide$Scarica i messaggi sul computer e li toglie dal server: adatta a chi legge la posta da un solo dispositivo.$guide$, $guide$<p>Nel vostro programma di posta (Outlook, Thunderbird, Mail di Apple) aggiungete un nuovo account, scegliete la configurazione manuale e il tipo POP3, poi inserite questi parametri.</p><h2>Posta in arrivo (POP3S)</h2><ul><li><strong>Server POP3</strong>: mail.scaligeradigital.example</li><li><strong>Porta</strong>: 995</li><li><strong>Sicurezza della connessione</strong>: SSL/TLS</li><li><strong>Autenticazione</strong>: Password normale</li><li><strong>Nome utente</strong>: L'indirizzo email completo</li></ul><h2>Posta in uscita (SMTP)</h2><ul><li><strong>Server SMTP</strong>: mail.scaligeradigital.example</li><li><strong>Porta</strong>: 465</li><li><strong>Sicurezza della connessione</strong>: SSL/TLS</li><li><strong>Autenticazione</strong>: Password normale (il server in uscita richiede l'autenticazione)</li><li><strong>Nome utente</strong>: L'indirizzo email completo, ad esempio mario.rossi@vostrodominio.it</li></ul><h2>Da sapere</h2><ul><li>Per non riempire la casella, attivate l'opzione che elimina dal server i messaggi scaricati dopo 14 giorni.</li><li>Se usate la posta anche dallo smartphone, preferite la configurazione IMAP4S.</li></ul>$guide$, "id", 1, true FROM "guide_categories" WHERE "slug" = $guide$posta-elettronica$guide$ ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "guides" ("slug", "title", "summary", "body", "category_id", "sort_order", "published") SELECT $guide$configurazione-posta-imap4s$guide$, $guide$Configurazione posta IMAP4S$guide$, $guide$I messaggi restano sul server e sono sincronizzati su tutti i dispositivi: computer, tablet e smartphone.$guide$, $guide$<p>Aggiungete un nuovo account nel programma di posta o nelle impostazioni dello smartphone, scegliete la configurazione manuale e il tipo IMAP, poi inserite questi parametri.</p><h2>Posta in arrivo (IMAP4S)</h2><ul><li><strong>Server IMAP</strong>: mail.scaligeradigital.example</li><li><strong>Porta</strong>: 993</li><li><strong>Sicurezza della connessione</strong>: SSL/TLS</li><li><strong>Autenticazione</strong>: Password normale</li><li><strong>Nome utente</strong>: L'indirizzo email completo</li></ul><h2>Posta in uscita (SMTP)</h2><ul><li><strong>Server SMTP</strong>: mail.scaligeradigital.example</li><li><strong>Porta</strong>: 465</li><li><strong>Sicurezza della connessione</strong>: SSL/TLS</li><li><strong>Autenticazione</strong>: Password normale (il server in uscita richiede l'autenticazione)</li><li><strong>Nome utente</strong>: L'indirizzo email completo, ad esempio mario.rossi@vostrodominio.it</li></ul><h2>Da sapere</h2><ul><li>Le cartelle create sul server (Inviata, Bozze, Cestino) compaiono su ogni dispositivo collegato.</li><li>Lo spazio occupato dalla casella è quello del server: svuotate periodicamente il Cestino.</li></ul>$guide$, "id", 2, true FROM "guide_categories" WHERE "slug" = $guide$posta-elettronica$guide$ ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "guides" ("slug", "title", "summary", "body", "category_id", "sort_order", "published") SELECT $guide$configurazione-posta-elettronica-certificata-pec$guide$, $guide$Configurazione Posta Elettronica Certificata (PEC)$guide$, $guide$I parametri per leggere e inviare la PEC dal vostro programma di posta, con valore legale di raccomandata.$guide$, $guide$<p>La PEC si configura come un normale account di posta, ma con i server certificati del gestore. Usate sempre le porte sicure indicate: le connessioni non cifrate sono rifiutate.</p><h2>Posta in arrivo</h2><ul><li><strong>Server IMAP</strong>: imaps.pec.scaligeradigital.example</li><li><strong>Porta IMAP</strong>: 993 (SSL/TLS)</li><li><strong>In alternativa, server POP3</strong>: pop3s.pec.scaligeradigital.example</li><li><strong>Porta POP3</strong>: 995 (SSL/TLS)</li><li><strong>Nome utente</strong>: L'indirizzo PEC completo, ad esempio amministrazione@pec.vostrodominio.it</li></ul><h2>Posta in uscita</h2><ul><li><strong>Server SMTP</strong>: smtps.pec.scaligeradigital.example</li><li><strong>Porta</strong>: 465</li><li><strong>Sicurezza della connessione</strong>: SSL/TLS</li><li><strong>Autenticazione</strong>: Password normale, con le stesse credenziali della posta in arrivo</li></ul><h2>Da sapere</h2><ul><li>Conservate le ricevute di accettazione e di consegna: sono la prova legale dell'invio.</li><li>Se il programma smette di scaricare la PEC, verificate dalla webmail che la password non sia scaduta.</li></ul>$guide$, "id", 3, true FROM "guide_categories" WHERE "slug" = $guide$posta-elettronica$guide$ ON CONFLICT ("slug") DO NOTHING;
