CREATE TABLE "sessions" (
	"session_id" varchar(36) PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remember_tokens" ADD COLUMN "session_id" varchar(36);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_idx");--> statement-breakpoint
-- Refresh-token families still open become sessions, so signed-in users stay signed in (their next refresh gets a token naming it).
INSERT INTO "sessions" ("session_id", "user_idx", "created_at")
SELECT "family_id", min("user_idx"), min("created_at") FROM "refresh_tokens" WHERE "revoked_at" IS NULL GROUP BY "family_id";--> statement-breakpoint
-- Only wrong passwords ever set "locked": lockouts are temporary now, and those old ones are over.
UPDATE "users" SET "locked" = false, "failed_login_count" = 0 WHERE "locked" AND "failed_login_count" > 0;
