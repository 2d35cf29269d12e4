CREATE TABLE "notification_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"last_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "conformity_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "conformity_reasons" text[];--> statement-breakpoint
CREATE INDEX "payouts_live_success_idx" ON "payouts" USING btree ("completed_at","id") WHERE "payouts"."mode" = 1 AND "payouts"."status" = 'SUCCESSFUL';--> statement-breakpoint
CREATE INDEX "transactions_live_success_idx" ON "transactions" USING btree ("completed_at","id") WHERE "transactions"."mode" = 1 AND "transactions"."status" = 'SUCCESSFUL';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."removed_at" is null;