CREATE TABLE "companies" (
	"company_idx" serial PRIMARY KEY NOT NULL,
	"company_id" varchar(64) NOT NULL,
	"company_code" varchar(32) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"edition" varchar(16) DEFAULT 'education' NOT NULL,
	"configuration" text DEFAULT '' NOT NULL,
	"config_version" integer DEFAULT 1 NOT NULL,
	"branding_text" jsonb DEFAULT '{"title":"","description":"","keywords":""}'::jsonb NOT NULL,
	"license_type_cd" integer DEFAULT 0 NOT NULL,
	"license_count" integer DEFAULT 0 NOT NULL,
	"license_expire_date" date,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_company_id_unique" UNIQUE("company_id"),
	CONSTRAINT "companies_company_code_unique" UNIQUE("company_code")
);
--> statement-breakpoint
CREATE TABLE "company_branding_images" (
	"company_idx" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"mime" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_branding_images_company_idx_kind_pk" PRIMARY KEY("company_idx","kind")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"group_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"up_group_idx" integer DEFAULT 0 NOT NULL,
	"group_name" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"family_id" varchar(36) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "remember_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remember_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"password_hash" text,
	"user_type_cd" integer NOT NULL,
	"user_role_cd" varchar(8) DEFAULT 'USER' NOT NULL,
	"account_owner_type_cd" integer DEFAULT 1 NOT NULL,
	"language" varchar(8) DEFAULT 'en' NOT NULL,
	"user_status_cd" integer DEFAULT 1 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"email" varchar(254),
	"phone" varchar(16),
	"phone2" varchar(16),
	"group_idx" integer,
	"file_idx" integer,
	"last_login_at" timestamp with time zone,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_branding_images" ADD CONSTRAINT "company_branding_images_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_tokens" ADD CONSTRAINT "remember_tokens_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "groups_company_idx" ON "groups" USING btree ("company_idx","up_group_idx");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "remember_tokens_user" ON "remember_tokens" USING btree ("user_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_user_id" ON "users" USING btree ("company_idx","user_id");--> statement-breakpoint
CREATE INDEX "users_company_status" ON "users" USING btree ("company_idx","user_status_cd");--> statement-breakpoint
CREATE INDEX "users_group" ON "users" USING btree ("group_idx");