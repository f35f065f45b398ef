CREATE TABLE "canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hour_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"ticket_id" integer,
	"kind" varchar(20) NOT NULL,
	"minutes" integer NOT NULL,
	"work_date" timestamp with time zone NOT NULL,
	"note" text,
	"admin_id" integer,
	"admin_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_type" varchar(20) NOT NULL,
	"author_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hour_movements" ADD CONSTRAINT "hour_movements_service_id_customer_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."customer_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_movements" ADD CONSTRAINT "hour_movements_ticket_id_customer_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."customer_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_request_messages" ADD CONSTRAINT "info_request_messages_request_id_info_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."info_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_replies_title_idx" ON "canned_replies" USING btree ("title");--> statement-breakpoint
CREATE INDEX "hour_movements_service" ON "hour_movements" USING btree ("service_id","work_date");--> statement-breakpoint
CREATE INDEX "hour_movements_ticket" ON "hour_movements" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "info_request_messages_request" ON "info_request_messages" USING btree ("request_id","created_at","id");--> statement-breakpoint
-- The answers given before the conversations (decision 068) open each request's thread.
INSERT INTO "info_request_messages" ("request_id", "author_type", "message", "created_at")
SELECT "id", 'admin', "admin_response", "updated_at" FROM "info_requests"
WHERE "admin_response" IS NOT NULL AND "admin_response" <> '';
