CREATE TABLE "prices" (
	"price_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"room_idx" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"price" integer NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_room_idx_rooms_room_idx_fk" FOREIGN KEY ("room_idx") REFERENCES "public"."rooms"("room_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prices_user_room" ON "prices" USING btree ("user_idx","room_idx");