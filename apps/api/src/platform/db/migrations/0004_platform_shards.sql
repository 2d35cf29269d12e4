DROP INDEX "ledger_accounts_platform_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_shard_uq" ON "ledger_accounts" USING btree ("mode","kind",coalesce("operator", ''),"shard") WHERE "ledger_accounts"."shop_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_ck" CHECK ("ledger_accounts"."shard" >= 0 AND ("ledger_accounts"."shard" = 0 OR "ledger_accounts"."shop_id" IS NULL));