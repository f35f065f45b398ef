CREATE TYPE "public"."service_ending" AS ENUM('at_expiry', 'now');--> statement-breakpoint
ALTER TABLE "customer_services" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "service_ends" "service_ending";--> statement-breakpoint
CREATE INDEX "customer_services_ends" ON "customer_services" USING btree ("ends_at");