DROP INDEX "webhook_deliveries_endpoint_idx";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_failing_idx" ON "webhook_endpoints" USING btree ("failing_since") WHERE "webhook_endpoints"."enabled" AND "webhook_endpoints"."failing_since" IS NOT NULL;