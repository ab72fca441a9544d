CREATE TABLE "meet_join_grants" (
	"grant_idx" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"meet_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"user_type_cd" integer NOT NULL,
	"mode" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meet_join_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "meet_user_joins" (
	"join_idx" serial PRIMARY KEY NOT NULL,
	"meet_user_idx" integer NOT NULL,
	"meet_idx" integer NOT NULL,
	"session_token_hash" varchar(64) NOT NULL,
	"leader" boolean DEFAULT false NOT NULL,
	"join_datetime" timestamp with time zone NOT NULL,
	"last_seen_datetime" timestamp with time zone NOT NULL,
	"quit_datetime" timestamp with time zone,
	CONSTRAINT "meet_user_joins_session_token_hash_unique" UNIQUE("session_token_hash")
);
--> statement-breakpoint
CREATE TABLE "meet_users" (
	"meet_user_idx" serial PRIMARY KEY NOT NULL,
	"meet_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"user_type_cd" integer NOT NULL,
	"first_join_datetime" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meets" (
	"meet_idx" serial PRIMARY KEY NOT NULL,
	"meet_code" varchar(32) NOT NULL,
	"room_idx" integer NOT NULL,
	"company_idx" integer NOT NULL,
	"meet_title" varchar(100) NOT NULL,
	"leader_user_idx" integer NOT NULL,
	"open_user_idx" integer NOT NULL,
	"template_idx" integer,
	"open_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"start_datetime" timestamp with time zone,
	"end_datetime" timestamp with time zone,
	"live_room_idx" integer,
	CONSTRAINT "meets_meet_code_unique" UNIQUE("meet_code")
);
--> statement-breakpoint
CREATE TABLE "room_files" (
	"room_file_idx" serial PRIMARY KEY NOT NULL,
	"room_idx" integer NOT NULL,
	"meet_idx" integer,
	"company_idx" integer NOT NULL,
	"file_type_cd" integer DEFAULT 1 NOT NULL,
	"org_file_name" varchar(255) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_size" integer NOT NULL,
	"mime" varchar(100) NOT NULL,
	"reg_user_idx" integer NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_templates" (
	"template_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"room_category_cd" integer NOT NULL,
	"template_name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"option_string" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_users" (
	"room_user_idx" serial PRIMARY KEY NOT NULL,
	"room_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"room_idx" serial PRIMARY KEY NOT NULL,
	"room_code" varchar(32) NOT NULL,
	"company_idx" integer NOT NULL,
	"room_category_cd" integer NOT NULL,
	"room_title" varchar(100) NOT NULL,
	"room_desc" text DEFAULT '' NOT NULL,
	"template_idx" integer,
	"owner_user_idx" integer NOT NULL,
	"invite_code" varchar(9) NOT NULL,
	"password_hash" text,
	"show_datetime" timestamp with time zone,
	"show_end_datetime" timestamp with time zone,
	"anyone_open" boolean DEFAULT true NOT NULL,
	"room_status_cd" integer DEFAULT 1 NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_room_code_unique" UNIQUE("room_code")
);
--> statement-breakpoint
ALTER TABLE "meet_join_grants" ADD CONSTRAINT "meet_join_grants_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_join_grants" ADD CONSTRAINT "meet_join_grants_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_user_joins" ADD CONSTRAINT "meet_user_joins_meet_user_idx_meet_users_meet_user_idx_fk" FOREIGN KEY ("meet_user_idx") REFERENCES "public"."meet_users"("meet_user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_user_joins" ADD CONSTRAINT "meet_user_joins_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_users" ADD CONSTRAINT "meet_users_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_users" ADD CONSTRAINT "meet_users_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_room_idx_rooms_room_idx_fk" FOREIGN KEY ("room_idx") REFERENCES "public"."rooms"("room_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_leader_user_idx_users_user_idx_fk" FOREIGN KEY ("leader_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_open_user_idx_users_user_idx_fk" FOREIGN KEY ("open_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_files" ADD CONSTRAINT "room_files_room_idx_rooms_room_idx_fk" FOREIGN KEY ("room_idx") REFERENCES "public"."rooms"("room_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_files" ADD CONSTRAINT "room_files_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_files" ADD CONSTRAINT "room_files_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_files" ADD CONSTRAINT "room_files_reg_user_idx_users_user_idx_fk" FOREIGN KEY ("reg_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_templates" ADD CONSTRAINT "room_templates_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_users" ADD CONSTRAINT "room_users_room_idx_rooms_room_idx_fk" FOREIGN KEY ("room_idx") REFERENCES "public"."rooms"("room_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_users" ADD CONSTRAINT "room_users_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_template_idx_room_templates_template_idx_fk" FOREIGN KEY ("template_idx") REFERENCES "public"."room_templates"("template_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_owner_user_idx_users_user_idx_fk" FOREIGN KEY ("owner_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meet_join_grants_meet_user" ON "meet_join_grants" USING btree ("meet_idx","user_idx");--> statement-breakpoint
CREATE INDEX "meet_user_joins_meet_open" ON "meet_user_joins" USING btree ("meet_idx","quit_datetime");--> statement-breakpoint
CREATE INDEX "meet_user_joins_meet_user" ON "meet_user_joins" USING btree ("meet_user_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_users_meet_user" ON "meet_users" USING btree ("meet_idx","user_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "meets_live_room" ON "meets" USING btree ("live_room_idx");--> statement-breakpoint
CREATE INDEX "meets_room" ON "meets" USING btree ("room_idx");--> statement-breakpoint
CREATE INDEX "meets_company_open" ON "meets" USING btree ("company_idx","open_datetime");--> statement-breakpoint
CREATE INDEX "room_files_room" ON "room_files" USING btree ("room_idx");--> statement-breakpoint
CREATE INDEX "room_templates_company" ON "room_templates" USING btree ("company_idx","room_category_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "room_users_room_user" ON "room_users" USING btree ("room_idx","user_idx");--> statement-breakpoint
CREATE INDEX "room_users_user" ON "room_users" USING btree ("user_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_invite_code" ON "rooms" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "rooms_company_status" ON "rooms" USING btree ("company_idx","room_status_cd");--> statement-breakpoint
CREATE INDEX "rooms_owner" ON "rooms" USING btree ("owner_user_idx");