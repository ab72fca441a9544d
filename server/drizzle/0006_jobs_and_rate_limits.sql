CREATE TABLE "jobs" (
	"job_id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" varchar(64),
	"lease_expires_at" timestamp with time zone,
	"progress" jsonb,
	"result" jsonb,
	"last_error" text,
	"company_idx" integer,
	"created_by_user_idx" integer,
	"dedupe_key" varchar(128),
	"singleton_key" varchar(128),
	"finished_at" timestamp with time zone,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" bigint[] NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claimable" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_active_singleton" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "rate_limits_expires" ON "rate_limits" USING btree ("expires_at");