CREATE TABLE "identity_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"provider_cd" integer NOT NULL,
	"issuer" text NOT NULL,
	"client_id" varchar(255) NOT NULL,
	"client_secret" text,
	"scopes" varchar(255) DEFAULT 'openid profile' NOT NULL,
	"link_claim" varchar(64),
	"enabled" boolean DEFAULT true NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_idx" integer,
	"user_idx" integer,
	"provider_cd" integer NOT NULL,
	"method" varchar(32) NOT NULL,
	"error_code" varchar(16),
	"ip" varchar(64),
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"company_idx" integer,
	"user_idx" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_company_provider" ON "identity_providers" USING btree ("company_idx","provider_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_provider_subject" ON "linked_accounts" USING btree ("provider_id","subject");--> statement-breakpoint
CREATE INDEX "linked_accounts_user" ON "linked_accounts" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "sign_in_events_company" ON "sign_in_events" USING btree ("company_idx","created_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_expires" ON "one_time_tokens" USING btree ("expires_at");