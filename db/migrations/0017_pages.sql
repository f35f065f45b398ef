CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(200) NOT NULL,
	"title" varchar(255) NOT NULL,
	"draft" jsonb NOT NULL,
	"live" jsonb,
	"scheduled" jsonb,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"system" boolean DEFAULT false NOT NULL,
	"updated_by" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE INDEX "pages_title" ON "pages" USING btree ("title");--> statement-breakpoint
CREATE INDEX "pages_scheduled_at" ON "pages" USING btree ("scheduled_at");