CREATE TABLE "company_files" (
	"company_idx" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_files_company_idx_kind_pk" PRIMARY KEY("company_idx","kind")
);
--> statement-breakpoint
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;