ALTER TABLE "two_factor_secrets" ADD COLUMN "setup_id" varchar(64);
