CREATE TYPE "public"."menu_id" AS ENUM('navbar', 'mobile-solutions', 'mobile-info', 'footer-solutions', 'footer-company', 'footer-legal');--> statement-breakpoint
CREATE TYPE "public"."menu_width" AS ENUM('lg', 'xl', '2xl');--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" "menu_id" NOT NULL,
	"label" varchar(60) NOT NULL,
	"target" varchar(500) NOT NULL,
	"show_from" "menu_width" DEFAULT 'lg' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "menu_entries_menu_order_idx" ON "menu_entries" USING btree ("menu","sort_order");
--> statement-breakpoint
-- Today's menus (decision 058): every database, new or already in use, starts with the entries the site drew from code.
INSERT INTO "menu_entries" ("menu", "label", "target", "show_from", "sort_order") VALUES
('navbar', 'Home', '/', 'lg', 1),
('navbar', 'Soluzioni', '/servizi', 'lg', 2),
('navbar', 'Piattaforme', '/piattaforme', 'xl', 3),
('navbar', 'Portfolio', '/portfolio', 'lg', 4),
('navbar', 'Chi siamo', '/chi-siamo', 'lg', 5),
('navbar', 'Blog', '/blog', 'xl', 6),
('navbar', 'Contatti', '/contatti', 'lg', 7),
('navbar', 'Supporto', '/support', '2xl', 8),
('mobile-solutions', 'Programmazione Software', '/servizi/programmazione-software', 'lg', 1),
('mobile-solutions', 'Consulenza IT', '/servizi/consulenza-it', 'lg', 2),
('mobile-solutions', 'E-commerce', '/servizi/e-commerce', 'lg', 3),
('mobile-solutions', 'Siti Internet', '/servizi/siti-internet', 'lg', 4),
('mobile-solutions', 'Soluzioni Cloud', '/servizi/soluzioni-cloud', 'lg', 5),
('mobile-solutions', 'Marketing Strategico', '/servizi/marketing-strategico', 'lg', 6),
('mobile-solutions', 'Piattaforme', '/piattaforme', 'lg', 7),
('mobile-info', 'Privacy Policy', '/privacy', 'lg', 1),
('mobile-info', 'Note Legali', '/note-legali', 'lg', 2),
('mobile-info', 'Cookie Policy', '/cookie-policy', 'lg', 3),
('mobile-info', 'Accessibilità', '/accessibilita', 'lg', 4),
('footer-solutions', 'Programmazione Software', '/servizi/programmazione-software', 'lg', 1),
('footer-solutions', 'Consulenza IT', '/servizi/consulenza-it', 'lg', 2),
('footer-solutions', 'E-commerce', '/servizi/e-commerce', 'lg', 3),
('footer-solutions', 'Siti Internet', '/servizi/siti-internet', 'lg', 4),
('footer-solutions', 'Soluzioni Cloud', '/servizi/soluzioni-cloud', 'lg', 5),
('footer-solutions', 'Marketing Strategico', '/servizi/marketing-strategico', 'lg', 6),
('footer-solutions', 'Piattaforme', '/piattaforme', 'lg', 7),
('footer-company', 'Chi siamo', '/chi-siamo', 'lg', 1),
('footer-company', 'Portfolio', '/portfolio', 'lg', 2),
('footer-company', 'Blog', '/blog', 'lg', 3),
('footer-company', 'Contatti', '/contatti', 'lg', 4),
('footer-company', 'Area Clienti', '/area-clienti', 'lg', 5),
('footer-company', 'Supporto', '/support', 'lg', 6),
('footer-legal', 'Privacy Policy', '/privacy', 'lg', 1),
('footer-legal', 'Termini e Condizioni', '/note-legali', 'lg', 2),
('footer-legal', 'Cookie Policy', '/cookie-policy', 'lg', 3),
('footer-legal', 'Accessibilità', '/accessibilita', 'lg', 4);
