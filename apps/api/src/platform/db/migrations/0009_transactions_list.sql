CREATE INDEX "transactions_shop_status_idx" ON "transactions" USING btree ("shop_id","mode","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_shop_amount_idx" ON "transactions" USING btree ("shop_id","mode","amount","id");--> statement-breakpoint
CREATE INDEX "transactions_shop_phone_idx" ON "transactions" USING btree ("shop_id","mode","phone_number","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_shop_merchant_ref_idx" ON "transactions" USING btree ("shop_id","mode","merchant_reference") WHERE "transactions"."merchant_reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_events_reference_idx" ON "webhook_events" USING btree ("reference");