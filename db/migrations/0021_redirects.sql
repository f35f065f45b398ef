CREATE TYPE "public"."redirect_entity_type" AS ENUM('blog_post', 'solution', 'page');--> statement-breakpoint
CREATE TYPE "public"."redirect_source" AS ENUM('manual', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."redirect_status" AS ENUM('301', '302');--> statement-breakpoint
CREATE TABLE "not_found_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(500) NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_referrer" varchar(500),
	"bot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "not_found_hits_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" varchar(500) NOT NULL,
	"target" varchar(600) NOT NULL,
	"status" "redirect_status" DEFAULT '301' NOT NULL,
	"source" "redirect_source" DEFAULT 'manual' NOT NULL,
	"entity_type" "redirect_entity_type",
	"entity_id" integer,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_by" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
CREATE INDEX "not_found_hits_hits" ON "not_found_hits" USING btree ("hits");--> statement-breakpoint
CREATE INDEX "not_found_hits_last_at" ON "not_found_hits" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "redirects_entity" ON "redirects" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "redirects_target" ON "redirects" USING btree ("target");--> statement-breakpoint
CREATE INDEX "redirects_hits" ON "redirects" USING btree ("hits");--> statement-breakpoint
CREATE INDEX "redirects_last_hit_at" ON "redirects" USING btree ("last_hit_at");--> statement-breakpoint
CREATE INDEX "redirects_created_at" ON "redirects" USING btree ("created_at");--> statement-breakpoint
-- Decision 062: the slug history of decision 026 becomes automatic redirects. Each old slug
-- leads to its item's current address; the item is named, so the row follows it.
INSERT INTO "redirects" ("from_path", "target", "status", "source", "entity_type", "entity_id", "created_at", "updated_at")
SELECT '/blog/' || h."old_slug", '/blog/' || p."slug", '301', 'automatic', 'blog_post', h."entity_id", h."created_at", h."created_at"
FROM "slug_history" h JOIN "blog_posts" p ON p."id" = h."entity_id"
WHERE h."entity_type" = 'blog_post' AND h."old_slug" <> p."slug"
ON CONFLICT ("from_path") DO NOTHING;--> statement-breakpoint
INSERT INTO "redirects" ("from_path", "target", "status", "source", "entity_type", "entity_id", "created_at", "updated_at")
SELECT '/piattaforme/' || h."old_slug", '/piattaforme/' || s."slug", '301', 'automatic', 'solution', h."entity_id", h."created_at", h."created_at"
FROM "slug_history" h JOIN "solutions" s ON s."id" = h."entity_id"
WHERE h."entity_type" = 'solution' AND h."old_slug" <> s."slug"
ON CONFLICT ("from_path") DO NOTHING;--> statement-breakpoint
DROP TABLE "slug_history" CASCADE;--> statement-breakpoint
DROP TYPE "public"."slug_entity_type";