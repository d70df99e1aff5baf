CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payments_customer_received_idx" ON "payments" USING btree ("customer_id","received_at");--> statement-breakpoint
CREATE INDEX "contact_attempts_created_idx" ON "contact_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_channel_created_idx" ON "messages" USING btree ("channel","created_at");--> statement-breakpoint
CREATE INDEX "payment_links_created_idx" ON "payment_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_attempts_created_idx" ON "message_attempts" USING btree ("created_at");