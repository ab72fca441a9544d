CREATE TABLE "meet_fees" (
	"fee_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"meet_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"amount" integer NOT NULL,
	"mod_user_idx" integer,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meet_fees" ADD CONSTRAINT "meet_fees_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_fees" ADD CONSTRAINT "meet_fees_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_fees" ADD CONSTRAINT "meet_fees_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_fees" ADD CONSTRAINT "meet_fees_mod_user_idx_users_user_idx_fk" FOREIGN KEY ("mod_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meet_fees_meet_user" ON "meet_fees" USING btree ("meet_idx","user_idx");--> statement-breakpoint
CREATE INDEX "meet_fees_user" ON "meet_fees" USING btree ("user_idx");