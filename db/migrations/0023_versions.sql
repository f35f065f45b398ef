CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(40) NOT NULL,
	"item_id" integer NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_by_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "versions_item_number" ON "versions" USING btree ("entity","item_id","number" DESC NULLS LAST);