DROP INDEX "ticket_messages_ticket";--> statement-breakpoint
CREATE INDEX "blog_posts_list_date" ON "blog_posts" USING btree (coalesce("published_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "blog_posts_title" ON "blog_posts" USING btree ("title");--> statement-breakpoint
CREATE INDEX "customer_services_template" ON "customer_services" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "customer_services_expiry" ON "customer_services" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "customer_services_status_expiry" ON "customer_services" USING btree ("status","expiry_date");--> statement-breakpoint
CREATE INDEX "customer_services_name" ON "customer_services" USING btree ("service_name");--> statement-breakpoint
CREATE INDEX "customer_services_start" ON "customer_services" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "customer_tickets_service" ON "customer_tickets" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "customer_tickets_status" ON "customer_tickets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customer_tickets_priority" ON "customer_tickets" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "customer_tickets_title" ON "customer_tickets" USING btree ("title");--> statement-breakpoint
CREATE INDEX "customer_communications_created" ON "customer_communications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_customer" ON "cancellation_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_service" ON "cancellation_requests" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "info_requests_customer" ON "info_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "info_requests_service" ON "info_requests" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "renewal_requests_customer" ON "renewal_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_users_surname" ON "customer_users" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "customer_users_name_sort" ON "customer_users" USING btree (lower("last_name" || ' ' || "first_name"));--> statement-breakpoint
CREATE INDEX "customer_users_company" ON "customer_users" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "customer_users_last_login" ON "customer_users" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "customer_users_created" ON "customer_users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_read_created" ON "contact_messages" USING btree ("is_read","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_name" ON "contact_messages" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contact_messages_email" ON "contact_messages" USING btree ("email");--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket" ON "ticket_messages" USING btree ("ticket_id","created_at","id");