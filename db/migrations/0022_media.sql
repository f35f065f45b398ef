CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(500) NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"alt" varchar(300) DEFAULT '' NOT NULL,
	"focal_x" smallint DEFAULT 50 NOT NULL,
	"focal_y" smallint DEFAULT 50 NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by_name" varchar(200),
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_url_unique" UNIQUE("url"),
	CONSTRAINT "media_focal_x" CHECK ("media"."focal_x" between 0 and 100),
	CONSTRAINT "media_focal_y" CHECK ("media"."focal_y" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "media_tasks" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_uploaded_at_idx" ON "media" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "media_name_idx" ON "media" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_bytes_idx" ON "media" USING btree ("bytes");--> statement-breakpoint
CREATE INDEX "media_mime_idx" ON "media" USING btree ("mime");--> statement-breakpoint
CREATE INDEX "media_missing_alt_idx" ON "media" USING btree ("uploaded_at","id") WHERE "media"."alt" = '';