CREATE TABLE "ledger_check_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "locked_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "object_id" text;--> statement-breakpoint
CREATE INDEX "ledger_check_runs_ran_at" ON "ledger_check_runs" USING btree ("ran_at");--> statement-breakpoint
-- Keys answered before this version: link them to the object their stored answer names (a
-- collection's or a payout's reference, a checkout session's id), so a retry still finds it.
UPDATE "idempotency_keys" SET "object_id" = coalesce("response_body"->>'reference', "response_body"->>'id'), "locked_until" = "created_at" WHERE "response_body" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response_body";