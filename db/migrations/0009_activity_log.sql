CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(200) NOT NULL,
	"entity" varchar(100) NOT NULL,
	"entity_id" varchar(100),
	"action" varchar(20) NOT NULL,
	"label" text,
	"method" varchar(10) NOT NULL,
	"path" text NOT NULL,
	"changes" jsonb,
	"ip" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity","entity_id");