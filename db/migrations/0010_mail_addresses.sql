ALTER TABLE "mail_outbox" ADD COLUMN "addresses" text[] GENERATED ALWAYS AS (string_to_array(lower(regexp_replace(regexp_replace("to" || coalesce(',' || "reply_to", ''), '[^,<]*<([^>]*)>[^,]*', '\1', 'g'), '\s', '', 'g')), ',')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The mails already queued or sent with a single-use link (reset, invitation: "...?token=").
UPDATE "mail_outbox" SET "secret_link" = true WHERE "text" ~ '[?&]token=';
