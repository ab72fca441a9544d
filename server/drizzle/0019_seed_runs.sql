CREATE TABLE "seed_runs" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
