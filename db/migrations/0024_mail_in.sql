CREATE TABLE "mail_in_lease" (
	"mailbox" varchar(255) PRIMARY KEY NOT NULL,
	"holder" varchar(64) NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_in_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"ticket_id" integer,
	"contact_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "regarding" varchar(255);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" drop column "addresses";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "addresses" text[] GENERATED ALWAYS AS (string_to_array(lower(regexp_replace(regexp_replace("to" || coalesce(',' || "reply_to", '') || coalesce(',' || "regarding", ''), '[^,<]*<([^>]*)>[^,]*', '\1', 'g'), '\s', '', 'g')), ',')) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_in_messages_key" ON "mail_in_messages" USING btree ("key");