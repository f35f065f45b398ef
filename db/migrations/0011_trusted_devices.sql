CREATE TABLE "trusted_devices" (
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_devices_token_hash_kind_user_id_pk" PRIMARY KEY("token_hash","kind","user_id")
);
--> statement-breakpoint
CREATE INDEX "trusted_devices_user" ON "trusted_devices" USING btree ("kind","user_id");--> statement-breakpoint
CREATE INDEX "trusted_devices_expires" ON "trusted_devices" USING btree ("expires_at");