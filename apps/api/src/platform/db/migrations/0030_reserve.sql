CREATE TABLE "reserve_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"mode" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"reference" text NOT NULL,
	"collection_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"hold_days" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "reserve_holds_transaction_uq" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "reserve_holds" ADD CONSTRAINT "reserve_holds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_holds" ADD CONSTRAINT "reserve_holds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_holds" ADD CONSTRAINT "reserve_holds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_holds_shop_idx" ON "reserve_holds" USING btree ("shop_id","mode","held_at");--> statement-breakpoint
CREATE INDEX "reserve_holds_due_idx" ON "reserve_holds" USING btree ("release_at") WHERE "reserve_holds"."released_at" is null;