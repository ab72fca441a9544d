CREATE TABLE "log_exports" (
	"export_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"job_id" bigint,
	"file_name" varchar(255) NOT NULL,
	"storage_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"record_idx" serial PRIMARY KEY NOT NULL,
	"meet_idx" integer NOT NULL,
	"company_idx" integer NOT NULL,
	"rec_user_idx" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"record_title" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_size" bigint NOT NULL,
	"mime" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"start_datetime" timestamp with time zone,
	"end_datetime" timestamp with time zone,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_exports" ADD CONSTRAINT "log_exports_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_exports" ADD CONSTRAINT "log_exports_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_exports" ADD CONSTRAINT "log_exports_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_rec_user_idx_users_user_idx_fk" FOREIGN KEY ("rec_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_exports_user" ON "log_exports" USING btree ("user_idx","created_at");--> statement-breakpoint
CREATE INDEX "records_meet_kind" ON "records" USING btree ("meet_idx","kind");--> statement-breakpoint
CREATE INDEX "records_company_reg" ON "records" USING btree ("company_idx","reg_datetime");