CREATE TABLE "enquiries" (
	"enquiry_idx" serial PRIMARY KEY NOT NULL,
	"class_type" varchar(16) NOT NULL,
	"student_name" varchar(50) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"enquirer_type" varchar(16) NOT NULL,
	"school_level" varchar(16) NOT NULL,
	"grade" integer NOT NULL,
	"teacher" varchar(50) NOT NULL,
	"lesson_minutes" integer NOT NULL,
	"sessions" jsonb NOT NULL,
	"content" text NOT NULL,
	"agreement" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"ip" varchar(64) NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"mail_status" varchar(16) NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_error" text,
	"mail_sent_at" timestamp with time zone,
	"reg_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiries_reg" ON "enquiries" USING btree ("reg_datetime");--> statement-breakpoint
CREATE INDEX "enquiries_mail_status" ON "enquiries" USING btree ("mail_status");