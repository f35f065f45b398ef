ALTER TABLE "customer_tickets" ALTER COLUMN "priority" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "customer_tickets" ALTER COLUMN "priority" SET DEFAULT 'medium'::text;--> statement-breakpoint
-- One priority scale (decision 053): the data model's 'urgent' is the scale's 'critical'.
UPDATE "customer_tickets" SET "priority" = 'critical' WHERE "priority" = 'urgent';--> statement-breakpoint
DROP TYPE "public"."ticket_priority";--> statement-breakpoint
CREATE TYPE "public"."ticket_priority" AS ENUM('low', 'medium', 'high', 'critical');--> statement-breakpoint
ALTER TABLE "customer_tickets" ALTER COLUMN "priority" SET DEFAULT 'medium'::"public"."ticket_priority";--> statement-breakpoint
ALTER TABLE "customer_tickets" ALTER COLUMN "priority" SET DATA TYPE "public"."ticket_priority" USING "priority"::"public"."ticket_priority";