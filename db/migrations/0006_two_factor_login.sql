CREATE TABLE "two_factor_challenges" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_policies" (
	"kind" varchar(20) PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"kind" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"secret" varchar(64) NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_secrets_kind_user_id_pk" PRIMARY KEY("kind","user_id")
);
--> statement-breakpoint
CREATE INDEX "two_factor_challenges_user" ON "two_factor_challenges" USING btree ("kind","user_id");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_user" ON "two_factor_recovery_codes" USING btree ("kind","user_id");