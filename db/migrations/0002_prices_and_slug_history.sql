CREATE TYPE "public"."price_period" AS ENUM('monthly', 'yearly', 'one_time');--> statement-breakpoint
CREATE TYPE "public"."slug_entity_type" AS ENUM('blog_post', 'solution');--> statement-breakpoint
CREATE TABLE "slug_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" "slug_entity_type" NOT NULL,
	"old_slug" varchar(255) NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "slug_history_old_slug" ON "slug_history" USING btree ("entity_type","old_slug");--> statement-breakpoint
CREATE INDEX "slug_history_entity" ON "slug_history" USING btree ("entity_type","entity_id");--> statement-breakpoint
ALTER TABLE "customer_services" ADD COLUMN "custom_price_period" "price_period";--> statement-breakpoint
ALTER TABLE "service_templates" ADD COLUMN "base_price_period" "price_period";--> statement-breakpoint
-- Hand-written (decision 026): the free-text prices become an amount and a period. A text that
-- is one amount (currency, a period word and spaces aside; Italian or plain decimals, at most
-- € 1.000.000) keeps its amount; its period is the one written ("/mese", "al mese", "mensile",
-- "/anno", "all'anno", "annuo", "una tantum"), else the template's type (monthly, yearly; one_time
-- for the other types and for a service without template). Any other text ("da € 2.500",
-- "Su richiesta", "€ 29 + IVA") leaves no price and is added to the description as "Prezzo: ...".
CREATE FUNCTION pg_temp.price_amount_of(price text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN amount <= 1000000 THEN amount END
  FROM (
    SELECT CASE
      WHEN v ~ '^\d{1,3}(\.\d{3})+(,\d{1,2})?$' THEN replace(replace(v, '.', ''), ',', '.')::numeric
      WHEN v ~ '^\d+(,\d{1,2})?$' THEN replace(v, ',', '.')::numeric
      WHEN v ~ '^\d+(\.\d{1,2})?$' THEN v::numeric
    END AS amount
    FROM (
      SELECT regexp_replace(
        regexp_replace(
          regexp_replace(
            lower(coalesce(price, '')),
            '\s*(/\s*(mese|anno)|al\s+mese|all[''’]\s*anno|mensile|annuale|annuo|una\s+tantum)\s*$',
            ''
          ),
          '€|\meuro?\M', '', 'g'
        ),
        '\s', '', 'g'
      ) AS v
    ) AS cleaned
  ) AS parsed
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.price_period_of(price text, template "public"."template_type") RETURNS "public"."price_period" LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN price ~* '(/\s*mese|al\s+mese|mensile)\s*$' THEN 'monthly'
    WHEN price ~* '(/\s*anno|all[''’]\s*anno|annuale|annuo)\s*$' THEN 'yearly'
    WHEN price ~* 'una\s+tantum\s*$' THEN 'one_time'
    WHEN template IN ('monthly', 'yearly') THEN template::text
    ELSE 'one_time'
  END)::"public"."price_period"
$$;--> statement-breakpoint
UPDATE "service_templates"
SET "description" = concat_ws(E'\n\n', nullif(trim("description"), ''), 'Prezzo: ' || trim("base_price"))
WHERE trim(coalesce("base_price", '')) <> '' AND pg_temp.price_amount_of("base_price") IS NULL;--> statement-breakpoint
UPDATE "customer_services"
SET "description" = concat_ws(E'\n\n', nullif(trim("description"), ''), 'Prezzo: ' || trim("custom_price"))
WHERE trim(coalesce("custom_price", '')) <> '' AND pg_temp.price_amount_of("custom_price") IS NULL;--> statement-breakpoint
UPDATE "service_templates"
SET "base_price_period" = pg_temp.price_period_of("base_price", "type")
WHERE pg_temp.price_amount_of("base_price") IS NOT NULL;--> statement-breakpoint
UPDATE "customer_services"
SET "custom_price_period" = pg_temp.price_period_of(
  "custom_price",
  (SELECT "type" FROM "service_templates" WHERE "service_templates"."id" = "customer_services"."template_id")
)
WHERE pg_temp.price_amount_of("custom_price") IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_services" ALTER COLUMN "custom_price" SET DATA TYPE numeric(10, 2) USING pg_temp.price_amount_of("custom_price");--> statement-breakpoint
ALTER TABLE "service_templates" ALTER COLUMN "base_price" SET DATA TYPE numeric(10, 2) USING pg_temp.price_amount_of("base_price");--> statement-breakpoint
DROP FUNCTION pg_temp.price_period_of(text, "public"."template_type");--> statement-breakpoint
DROP FUNCTION pg_temp.price_amount_of(text);--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_price_pair" CHECK (("customer_services"."custom_price" is null) = ("customer_services"."custom_price_period" is null));--> statement-breakpoint
ALTER TABLE "service_templates" ADD CONSTRAINT "service_templates_price_pair" CHECK (("service_templates"."base_price" is null) = ("service_templates"."base_price_period" is null));
