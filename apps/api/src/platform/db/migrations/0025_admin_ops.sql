CREATE TABLE "balance_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decision_note" text,
	"entry_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "payout_api_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "payout_api_requests" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "external_reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_shop_idx" ON "balance_adjustments" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_adjustments_pending_idx" ON "balance_adjustments" USING btree ("created_at") WHERE "balance_adjustments"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" = 'PENDING';