CREATE TABLE "password_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"reset_at" bigint NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_checks" ADD CONSTRAINT "password_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_checks_user_idx" ON "password_checks" USING btree ("user_id","created_at");--> statement-breakpoint
-- Rate-limit counters need no durability: a crash forgets the current windows, no WAL per hit.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
