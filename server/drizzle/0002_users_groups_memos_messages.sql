CREATE TABLE "memos" (
	"memo_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"reg_user_idx" integer,
	"reg_user_name" varchar(50) NOT NULL,
	"content" varchar(200) NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_files" (
	"file_idx" serial PRIMARY KEY NOT NULL,
	"message_idx" integer NOT NULL,
	"org_file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"mime" varchar(128) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_receivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_idx" integer NOT NULL,
	"receiver_idx" integer,
	"receiver_name" varchar(50) NOT NULL,
	"read_datetime" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"reg_user_idx" integer,
	"reg_user_name" varchar(50) NOT NULL,
	"title" varchar(100) NOT NULL,
	"contents" text NOT NULL,
	"message_status_cd" integer DEFAULT 1 NOT NULL,
	"send_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"sender_deleted" boolean DEFAULT false NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"image_idx" serial PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"mime" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_images_user_idx_unique" UNIQUE("user_idx")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_datetime" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_reg_user_idx_users_user_idx_fk" FOREIGN KEY ("reg_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_idx_messages_message_idx_fk" FOREIGN KEY ("message_idx") REFERENCES "public"."messages"("message_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receivers" ADD CONSTRAINT "message_receivers_message_idx_messages_message_idx_fk" FOREIGN KEY ("message_idx") REFERENCES "public"."messages"("message_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receivers" ADD CONSTRAINT "message_receivers_receiver_idx_users_user_idx_fk" FOREIGN KEY ("receiver_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reg_user_idx_users_user_idx_fk" FOREIGN KEY ("reg_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memos_user" ON "memos" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "message_files_message" ON "message_files" USING btree ("message_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "message_receivers_message_receiver" ON "message_receivers" USING btree ("message_idx","receiver_idx");--> statement-breakpoint
CREATE INDEX "message_receivers_box" ON "message_receivers" USING btree ("receiver_idx","deleted","message_idx");--> statement-breakpoint
CREATE INDEX "messages_sender" ON "messages" USING btree ("reg_user_idx","sender_deleted","message_idx");