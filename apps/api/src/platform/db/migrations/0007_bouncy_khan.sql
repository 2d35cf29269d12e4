CREATE TABLE "checkout_payments" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"method" text NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" bigint,
	"description" text,
	"collect" jsonb,
	"return_url" text,
	"cancel_url" text,
	"customer" jsonb,
	"merchant_reference" text,
	"expires_at" timestamp with time zone,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"amount_paid" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"business_name" text NOT NULL,
	"activity" text NOT NULL,
	"country" text NOT NULL,
	"phone_number" text NOT NULL,
	"monthly_volume" bigint NOT NULL,
	"website" text,
	"message" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"phone_number" text NOT NULL,
	"network" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"notes" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"last_payment_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_api_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"ips" jsonb NOT NULL,
	"usage" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text,
	"phone_number" text NOT NULL,
	"network" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason_code" text,
	"reason_message" text,
	"idempotency_key" text NOT NULL,
	"operator_reference" text,
	"motif" text,
	"callback_info" jsonb,
	"created_by" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"bank_name" text,
	"account_holder" text,
	"account_number" text,
	"phone_number" text,
	"network" text,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"list_id" text,
	"payout_id" text,
	"amount" bigint NOT NULL,
	"reason" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkout_payments" ADD CONSTRAINT "checkout_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_payments" ADD CONSTRAINT "checkout_payments_session_id_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_api_requests" ADD CONSTRAINT "payout_api_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_api_requests" ADD CONSTRAINT "payout_api_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lists" ADD CONSTRAINT "refund_lists_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lists" ADD CONSTRAINT "refund_lists_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_list_id_refund_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."refund_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_payments_session_idx" ON "checkout_payments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_source_idx" ON "checkout_sessions" USING btree ("source_kind","source_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_shop_idx" ON "checkout_sessions" USING btree ("shop_id","mode","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_requests_open_key" ON "card_requests" USING btree ("merchant_id") WHERE "card_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "card_requests_merchant_idx" ON "card_requests" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_shop_phone_key" ON "customers" USING btree ("shop_id","mode","phone_number");--> statement-breakpoint
CREATE INDEX "customers_shop_list_idx" ON "customers" USING btree ("shop_id","mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_api_requests_merchant_idx" ON "payout_api_requests" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_source_key" ON "payouts" USING btree ("source_kind","source_id") WHERE "payouts"."source_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payouts_shop_list_idx" ON "payouts" USING btree ("shop_id","mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_reconcile_idx" ON "payouts" USING btree ("next_check_at") WHERE "payouts"."status" IN ('PENDING', 'UNKNOWN');--> statement-breakpoint
CREATE INDEX "withdrawals_shop_idx" ON "withdrawals" USING btree ("shop_id","mode","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refund_lists_shop_idx" ON "refund_lists" USING btree ("shop_id","mode","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_shop_idx" ON "refunds" USING btree ("shop_id","mode","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("transaction_id");