CREATE TABLE "classroom_bus" (
	"bus_idx" bigserial PRIMARY KEY NOT NULL,
	"meet_idx" integer NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_chat" (
	"chat_idx" serial PRIMARY KEY NOT NULL,
	"meet_idx" integer NOT NULL,
	"message" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_meets" (
	"meet_idx" integer PRIMARY KEY NOT NULL,
	"pen_peer_id" varchar(40),
	"transcript_record_idx" integer,
	"transcript_claimed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "classroom_peers" (
	"meet_idx" integer NOT NULL,
	"peer_id" varchar(40) NOT NULL,
	"connection_id" varchar(40) NOT NULL,
	"instance_id" varchar(40) NOT NULL,
	"participant" jsonb NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "classroom_peers_meet_idx_peer_id_pk" PRIMARY KEY("meet_idx","peer_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_strokes" (
	"stroke_idx" serial PRIMARY KEY NOT NULL,
	"meet_idx" integer NOT NULL,
	"ink" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_bus" ADD CONSTRAINT "classroom_bus_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_chat" ADD CONSTRAINT "classroom_chat_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_meets" ADD CONSTRAINT "classroom_meets_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_meets" ADD CONSTRAINT "classroom_meets_transcript_record_idx_records_record_idx_fk" FOREIGN KEY ("transcript_record_idx") REFERENCES "public"."records"("record_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_peers" ADD CONSTRAINT "classroom_peers_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_strokes" ADD CONSTRAINT "classroom_strokes_meet_idx_meets_meet_idx_fk" FOREIGN KEY ("meet_idx") REFERENCES "public"."meets"("meet_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_bus_created" ON "classroom_bus" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "classroom_chat_meet" ON "classroom_chat" USING btree ("meet_idx","chat_idx");--> statement-breakpoint
CREATE INDEX "classroom_peers_instance" ON "classroom_peers" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "classroom_strokes_meet" ON "classroom_strokes" USING btree ("meet_idx","stroke_idx");