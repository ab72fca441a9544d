CREATE TABLE "note_agendas" (
	"note_idx" integer NOT NULL,
	"agenda_no" integer NOT NULL,
	"agenda_name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_logs" (
	"log_idx" serial PRIMARY KEY NOT NULL,
	"note_idx" integer NOT NULL,
	"note_status" integer NOT NULL,
	"spent_time" integer DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_pages" (
	"note_page_idx" serial PRIMARY KEY NOT NULL,
	"note_idx" integer NOT NULL,
	"agenda_no" integer NOT NULL,
	"page_no" integer NOT NULL,
	"page_name" varchar(100) DEFAULT '' NOT NULL,
	"book_page_no" integer,
	"image_key" varchar(255),
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"ink" jsonb DEFAULT '{"strokes":[]}'::jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_solutions" (
	"note_idx" integer NOT NULL,
	"solution_no" integer NOT NULL,
	"answer_type" integer NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"result" integer,
	"review_source" varchar(16),
	"correction" text DEFAULT '' NOT NULL,
	"redo" boolean DEFAULT false NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"note_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"note_kind" integer NOT NULL,
	"task_idx" integer,
	"textbook_idx" integer,
	"meet_idx" integer,
	"note_title" varchar(100) NOT NULL,
	"note_status" integer NOT NULL,
	"note_submit_datetime" timestamp with time zone,
	"question_count" integer DEFAULT 0 NOT NULL,
	"solve_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"spent_time" integer DEFAULT 0 NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"confirm_comment" text DEFAULT '' NOT NULL,
	"confirm_user_idx" integer,
	"confirm_datetime" timestamp with time zone,
	"note_save_format" integer DEFAULT 0 NOT NULL,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_users" (
	"task_user_idx" serial PRIMARY KEY NOT NULL,
	"task_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"task_status" integer DEFAULT 0 NOT NULL,
	"note_idx" integer,
	"hurry_count" integer DEFAULT 0 NOT NULL,
	"last_hurry_datetime" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"task_idx" serial PRIMARY KEY NOT NULL,
	"company_idx" integer NOT NULL,
	"textbook_idx" integer NOT NULL,
	"task_name" varchar(100) NOT NULL,
	"submit_limit_datetime" timestamp with time zone NOT NULL,
	"auto_review" integer DEFAULT 0 NOT NULL,
	"reg_user_idx" integer,
	"reg_user_name" varchar(50) NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"delete_datetime" timestamp with time zone,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note_agendas" ADD CONSTRAINT "note_agendas_note_idx_notes_note_idx_fk" FOREIGN KEY ("note_idx") REFERENCES "public"."notes"("note_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_logs" ADD CONSTRAINT "note_logs_note_idx_notes_note_idx_fk" FOREIGN KEY ("note_idx") REFERENCES "public"."notes"("note_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_pages" ADD CONSTRAINT "note_pages_note_idx_notes_note_idx_fk" FOREIGN KEY ("note_idx") REFERENCES "public"."notes"("note_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_solutions" ADD CONSTRAINT "note_solutions_note_idx_notes_note_idx_fk" FOREIGN KEY ("note_idx") REFERENCES "public"."notes"("note_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_task_idx_tasks_task_idx_fk" FOREIGN KEY ("task_idx") REFERENCES "public"."tasks"("task_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_textbook_idx_books_book_idx_fk" FOREIGN KEY ("textbook_idx") REFERENCES "public"."books"("book_idx") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_confirm_user_idx_users_user_idx_fk" FOREIGN KEY ("confirm_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_users" ADD CONSTRAINT "task_users_task_idx_tasks_task_idx_fk" FOREIGN KEY ("task_idx") REFERENCES "public"."tasks"("task_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_users" ADD CONSTRAINT "task_users_user_idx_users_user_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("user_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_users" ADD CONSTRAINT "task_users_note_idx_notes_note_idx_fk" FOREIGN KEY ("note_idx") REFERENCES "public"."notes"("note_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_textbook_idx_books_book_idx_fk" FOREIGN KEY ("textbook_idx") REFERENCES "public"."books"("book_idx") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_reg_user_idx_users_user_idx_fk" FOREIGN KEY ("reg_user_idx") REFERENCES "public"."users"("user_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "note_agendas_note_agenda" ON "note_agendas" USING btree ("note_idx","agenda_no");--> statement-breakpoint
CREATE INDEX "note_logs_note" ON "note_logs" USING btree ("note_idx","reg_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "note_pages_note_page" ON "note_pages" USING btree ("note_idx","agenda_no","page_no");--> statement-breakpoint
CREATE UNIQUE INDEX "note_solutions_note_solution" ON "note_solutions" USING btree ("note_idx","solution_no");--> statement-breakpoint
CREATE INDEX "notes_company_submit" ON "notes" USING btree ("company_idx","note_submit_datetime");--> statement-breakpoint
CREATE INDEX "notes_user" ON "notes" USING btree ("user_idx","note_kind");--> statement-breakpoint
CREATE INDEX "notes_task" ON "notes" USING btree ("task_idx");--> statement-breakpoint
CREATE INDEX "notes_meet" ON "notes" USING btree ("meet_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "task_users_task_user" ON "task_users" USING btree ("task_idx","user_idx");--> statement-breakpoint
CREATE INDEX "task_users_user" ON "task_users" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "tasks_company_reg" ON "tasks" USING btree ("company_idx","reg_datetime");--> statement-breakpoint
CREATE INDEX "tasks_reg_user" ON "tasks" USING btree ("reg_user_idx","reg_datetime");