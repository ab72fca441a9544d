CREATE TABLE "board_post_files" (
	"file_idx" serial PRIMARY KEY NOT NULL,
	"post_idx" integer NOT NULL,
	"org_file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"mime" varchar(128) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_post_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"read_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"post_idx" serial PRIMARY KEY NOT NULL,
	"board_idx" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"publish_start_datetime" timestamp with time zone,
	"publish_end_datetime" timestamp with time zone,
	"reg_user_idx" integer,
	"reg_user_name" varchar(50) NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"board_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"board_kind_cd" integer NOT NULL,
	"publish_use" boolean DEFAULT false NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_post_files" ADD CONSTRAINT "board_post_files_post_idx_board_posts_post_idx_fk" FOREIGN KEY ("post_idx") REFERENCES "public"."board_posts"("post_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_post_reads" ADD CONSTRAINT "board_post_reads_post_idx_board_posts_post_idx_fk" FOREIGN KEY ("post_idx") REFERENCES "public"."board_posts"("post_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_post_reads" ADD CONSTRAINT "board_post_reads_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_board_idx_boards_board_idx_fk" FOREIGN KEY ("board_idx") REFERENCES "public"."boards"("board_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_reg_user_idx_users_user_idx_fk" FOREIGN KEY ("reg_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_post_files_post" ON "board_post_files" USING btree ("post_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "board_post_reads_post_user" ON "board_post_reads" USING btree ("post_idx","user_idx");--> statement-breakpoint
CREATE INDEX "board_post_reads_user" ON "board_post_reads" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "board_posts_board" ON "board_posts" USING btree ("board_idx","deleted","post_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_company_kind" ON "boards" USING btree ("company_idx","board_kind_cd");