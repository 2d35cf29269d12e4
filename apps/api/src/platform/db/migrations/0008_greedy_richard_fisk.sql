CREATE TABLE "payout_list_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"line" integer NOT NULL,
	"phone_raw" text DEFAULT '' NOT NULL,
	"network_raw" text DEFAULT '' NOT NULL,
	"amount_raw" text DEFAULT '' NOT NULL,
	"motif" text DEFAULT '' NOT NULL,
	"phone" text,
	"network" text,
	"amount" bigint,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"payout_id" text,
	"payout_reference" text,
	"failure_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"same_network" text,
	"file_name" text,
	"source_list_id" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" text,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_list_rows" ADD CONSTRAINT "payout_list_rows_list_id_payout_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."payout_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lists" ADD CONSTRAINT "payout_lists_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lists" ADD CONSTRAINT "payout_lists_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_list_rows_list_idx" ON "payout_list_rows" USING btree ("list_id","line");--> statement-breakpoint
CREATE INDEX "payout_list_rows_queue_idx" ON "payout_list_rows" USING btree ("list_id","status","network","line");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_list_rows_reference_key" ON "payout_list_rows" USING btree ("payout_reference");--> statement-breakpoint
CREATE INDEX "payout_lists_shop_idx" ON "payout_lists" USING btree ("shop_id","mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_lists_status_idx" ON "payout_lists" USING btree ("status");