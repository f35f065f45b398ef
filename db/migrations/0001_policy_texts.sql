CREATE TABLE "policy_texts" (
	"kind" varchar(20) PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
