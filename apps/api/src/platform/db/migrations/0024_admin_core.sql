CREATE TABLE "staff_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_user_id" text NOT NULL,
	"action" text NOT NULL,
	"merchant_id" text,
	"object_type" text,
	"object_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"refused_documents" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "status" text DEFAULT 'SUBMITTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "conformity_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "validation_decisions" ADD CONSTRAINT "validation_decisions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_decisions" ADD CONSTRAINT "validation_decisions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_actions_merchant_idx" ON "staff_actions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_staff_idx" ON "staff_actions" USING btree ("staff_user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_action_idx" ON "staff_actions" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "validation_decisions_merchant_idx" ON "validation_decisions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION staff_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_actions_no_update BEFORE UPDATE OR DELETE ON "staff_actions"
  FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only();
