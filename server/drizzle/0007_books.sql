CREATE TABLE "book_chapters" (
	"chapter_idx" serial PRIMARY KEY NOT NULL,
	"book_idx" integer NOT NULL,
	"parent_chapter_idx" integer,
	"title" varchar(100) NOT NULL,
	"start_page" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_files" (
	"file_idx" serial PRIMARY KEY NOT NULL,
	"book_idx" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"org_file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"mime" varchar(128) NOT NULL,
	"storage_key" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_pages" (
	"page_idx" serial PRIMARY KEY NOT NULL,
	"book_idx" integer NOT NULL,
	"page_no" integer NOT NULL,
	"image_key" varchar(255) NOT NULL,
	"thumbnail_key" varchar(255) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"book_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"reg_user_idx" integer,
	"reg_user_name" varchar(50) NOT NULL,
	"book_name" varchar(100) NOT NULL,
	"book_desc" text DEFAULT '' NOT NULL,
	"book_use" integer NOT NULL,
	"book_type" integer NOT NULL,
	"bank_type" integer,
	"book_status" integer DEFAULT 0 NOT NULL,
	"source" varchar(8) NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"solution_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposed_solution_list" jsonb,
	"conversion_status" varchar(16) NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"page_total" integer DEFAULT 0 NOT NULL,
	"fail_code" varchar(16),
	"fail_reason" text,
	"deploy_datetime" timestamp with time zone,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_chapters" ADD CONSTRAINT "book_chapters_book_idx_books_book_idx_fk" FOREIGN KEY ("book_idx") REFERENCES "public"."books"("book_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_chapters" ADD CONSTRAINT "book_chapters_parent_chapter_idx_book_chapters_chapter_idx_fk" FOREIGN KEY ("parent_chapter_idx") REFERENCES "public"."book_chapters"("chapter_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_files" ADD CONSTRAINT "book_files_book_idx_books_book_idx_fk" FOREIGN KEY ("book_idx") REFERENCES "public"."books"("book_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_book_idx_books_book_idx_fk" FOREIGN KEY ("book_idx") REFERENCES "public"."books"("book_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_reg_user_idx_users_user_idx_fk" FOREIGN KEY ("reg_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_chapters_book" ON "book_chapters" USING btree ("book_idx","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "book_files_book_kind" ON "book_files" USING btree ("book_idx","kind","sort_order");--> statement-breakpoint
CREATE INDEX "book_files_storage_key" ON "book_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "book_pages_book_page" ON "book_pages" USING btree ("book_idx","page_no");--> statement-breakpoint
CREATE INDEX "book_pages_image_key" ON "book_pages" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "book_pages_thumbnail_key" ON "book_pages" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "books_company_list" ON "books" USING btree ("company_idx","book_use","book_type","reg_datetime");