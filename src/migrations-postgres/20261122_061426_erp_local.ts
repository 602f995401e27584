import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erp_orders_origin" AS ENUM('EPS', 'EPD', 'EPO', 'ADV');
  CREATE TYPE "public"."enum_erp_orders_status" AS ENUM('cart', 'placed', 'shipped', 'invoiced', 'cancelled');
  CREATE TYPE "public"."enum_erp_orders_delivery_address_country" AS ENUM('FR', 'BE');
  CREATE TYPE "public"."enum_erp_prices_promotion_mode" AS ENUM('percentage', 'fixed_price');
  CREATE TABLE "erp_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"origin" "enum_erp_orders_origin" DEFAULT 'EPS' NOT NULL,
  	"status" "enum_erp_orders_status" DEFAULT 'cart' NOT NULL,
  	"amount_ht" numeric DEFAULT 0,
  	"delivery_ht" numeric DEFAULT 0,
  	"total_ht" numeric DEFAULT 0,
  	"po_reference" varchar,
  	"delivery_address_name" varchar,
  	"delivery_address_street" varchar,
  	"delivery_address_postal_code" varchar,
  	"delivery_address_city" varchar,
  	"delivery_address_country" "enum_erp_orders_delivery_address_country",
  	"placed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erp_order_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_price_ht" numeric NOT NULL,
  	"amount_ht" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erp_prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer,
  	"societe_id" integer,
  	"product_id" integer NOT NULL,
  	"base_ht" numeric NOT NULL,
  	"promotion_mode" "enum_erp_prices_promotion_mode",
  	"promotion_value" numeric,
  	"promotion_starts_at" timestamp(3) with time zone,
  	"promotion_ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erp_stocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"depot" varchar NOT NULL,
  	"quantity" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erp_orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erp_order_lines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erp_prices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erp_stocks_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "delivery_free_threshold_ht" numeric DEFAULT 300 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "delivery_flat_fee_ht" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "erp_orders" ADD CONSTRAINT "erp_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_order_lines" ADD CONSTRAINT "erp_order_lines_order_id_erp_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."erp_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_order_lines" ADD CONSTRAINT "erp_order_lines_product_id_produits_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_prices" ADD CONSTRAINT "erp_prices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_prices" ADD CONSTRAINT "erp_prices_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_prices" ADD CONSTRAINT "erp_prices_product_id_produits_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_stocks" ADD CONSTRAINT "erp_stocks_product_id_produits_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "erp_orders_client_idx" ON "erp_orders" USING btree ("client_id");
  CREATE INDEX "erp_orders_origin_idx" ON "erp_orders" USING btree ("origin");
  CREATE INDEX "erp_orders_status_idx" ON "erp_orders" USING btree ("status");
  CREATE INDEX "erp_orders_updated_at_idx" ON "erp_orders" USING btree ("updated_at");
  CREATE INDEX "erp_orders_created_at_idx" ON "erp_orders" USING btree ("created_at");
  CREATE INDEX "erp_order_lines_order_idx" ON "erp_order_lines" USING btree ("order_id");
  CREATE INDEX "erp_order_lines_product_idx" ON "erp_order_lines" USING btree ("product_id");
  CREATE INDEX "erp_order_lines_updated_at_idx" ON "erp_order_lines" USING btree ("updated_at");
  CREATE INDEX "erp_order_lines_created_at_idx" ON "erp_order_lines" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_product_idx" ON "erp_order_lines" USING btree ("order_id","product_id");
  CREATE INDEX "erp_prices_client_idx" ON "erp_prices" USING btree ("client_id");
  CREATE INDEX "erp_prices_societe_idx" ON "erp_prices" USING btree ("societe_id");
  CREATE INDEX "erp_prices_product_idx" ON "erp_prices" USING btree ("product_id");
  CREATE INDEX "erp_prices_updated_at_idx" ON "erp_prices" USING btree ("updated_at");
  CREATE INDEX "erp_prices_created_at_idx" ON "erp_prices" USING btree ("created_at");
  CREATE UNIQUE INDEX "client_product_idx" ON "erp_prices" USING btree ("client_id","product_id");
  CREATE UNIQUE INDEX "societe_product_idx" ON "erp_prices" USING btree ("societe_id","product_id");
  CREATE INDEX "erp_stocks_product_idx" ON "erp_stocks" USING btree ("product_id");
  CREATE INDEX "erp_stocks_updated_at_idx" ON "erp_stocks" USING btree ("updated_at");
  CREATE INDEX "erp_stocks_created_at_idx" ON "erp_stocks" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_depot_idx" ON "erp_stocks" USING btree ("product_id","depot");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erp_orders_fk" FOREIGN KEY ("erp_orders_id") REFERENCES "public"."erp_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erp_order_lines_fk" FOREIGN KEY ("erp_order_lines_id") REFERENCES "public"."erp_order_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erp_prices_fk" FOREIGN KEY ("erp_prices_id") REFERENCES "public"."erp_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erp_stocks_fk" FOREIGN KEY ("erp_stocks_id") REFERENCES "public"."erp_stocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erp_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("erp_orders_id");
  CREATE INDEX "payload_locked_documents_rels_erp_order_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("erp_order_lines_id");
  CREATE INDEX "payload_locked_documents_rels_erp_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("erp_prices_id");
  CREATE INDEX "payload_locked_documents_rels_erp_stocks_id_idx" ON "payload_locked_documents_rels" USING btree ("erp_stocks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erp_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erp_order_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erp_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erp_stocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erp_orders" CASCADE;
  DROP TABLE "erp_order_lines" CASCADE;
  DROP TABLE "erp_prices" CASCADE;
  DROP TABLE "erp_stocks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erp_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erp_order_lines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erp_prices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erp_stocks_fk";
  
  DROP INDEX "payload_locked_documents_rels_erp_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_erp_order_lines_id_idx";
  DROP INDEX "payload_locked_documents_rels_erp_prices_id_idx";
  DROP INDEX "payload_locked_documents_rels_erp_stocks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erp_orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erp_order_lines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erp_prices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erp_stocks_id";
  ALTER TABLE "site_settings" DROP COLUMN "delivery_free_threshold_ht";
  ALTER TABLE "site_settings" DROP COLUMN "delivery_flat_fee_ht";
  DROP TYPE "public"."enum_erp_orders_origin";
  DROP TYPE "public"."enum_erp_orders_status";
  DROP TYPE "public"."enum_erp_orders_delivery_address_country";
  DROP TYPE "public"."enum_erp_prices_promotion_mode";`)
}
