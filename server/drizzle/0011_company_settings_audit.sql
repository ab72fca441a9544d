CREATE TABLE "company_setting_audits" (
	"audit_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"reg_user_idx" integer,
	"reg_user_name" varchar(100) NOT NULL,
	"key" varchar(64) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_setting_audits" ADD CONSTRAINT "company_setting_audits_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_setting_audits" ADD CONSTRAINT "company_setting_audits_reg_user_idx_users_user_idx_fk" FOREIGN KEY ("reg_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_setting_audits_company" ON "company_setting_audits" USING btree ("company_idx","audit_idx");