CREATE TABLE "stats_concurrent_hourly" (
	"company_idx" integer NOT NULL,
	"log_date" date NOT NULL,
	"hour" smallint NOT NULL,
	"peak" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_concurrent_hourly_company_idx_log_date_hour_pk" PRIMARY KEY("company_idx","log_date","hour")
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"company_idx" integer NOT NULL,
	"log_date" date NOT NULL,
	"join_count" integer DEFAULT 0 NOT NULL,
	"user_count" integer DEFAULT 0 NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_company_idx_log_date_pk" PRIMARY KEY("company_idx","log_date")
);
--> statement-breakpoint
CREATE TABLE "stats_daily_users" (
	"company_idx" integer NOT NULL,
	"log_date" date NOT NULL,
	"user_idx" integer NOT NULL,
	"join_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_users_company_idx_log_date_user_idx_pk" PRIMARY KEY("company_idx","log_date","user_idx")
);
--> statement-breakpoint
CREATE TABLE "stats_monthly_users" (
	"company_idx" integer NOT NULL,
	"log_month" varchar(7) NOT NULL,
	"user_idx" integer NOT NULL,
	"first_date" date NOT NULL,
	"join_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_monthly_users_company_idx_log_month_user_idx_pk" PRIMARY KEY("company_idx","log_month","user_idx")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Asia/Seoul' NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_concurrent_hourly" ADD CONSTRAINT "stats_concurrent_hourly_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_daily" ADD CONSTRAINT "stats_daily_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_daily_users" ADD CONSTRAINT "stats_daily_users_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_daily_users" ADD CONSTRAINT "stats_daily_users_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_monthly_users" ADD CONSTRAINT "stats_monthly_users_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_monthly_users" ADD CONSTRAINT "stats_monthly_users_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;