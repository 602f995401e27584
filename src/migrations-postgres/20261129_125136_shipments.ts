import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "erp_orders_shipments_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "erp_orders_shipments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"shipped_at" timestamp(3) with time zone NOT NULL,
  	"delivered_at" timestamp(3) with time zone,
  	"carrier" varchar,
  	"tracking_number" varchar,
  	"tracking_url" varchar
  );
  
  ALTER TABLE "erp_order_lines" ADD COLUMN "expected_at" timestamp(3) with time zone;
  ALTER TABLE "erp_orders_shipments_lines" ADD CONSTRAINT "erp_orders_shipments_lines_product_id_produits_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erp_orders_shipments_lines" ADD CONSTRAINT "erp_orders_shipments_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erp_orders_shipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erp_orders_shipments" ADD CONSTRAINT "erp_orders_shipments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erp_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "erp_orders_shipments_lines_order_idx" ON "erp_orders_shipments_lines" USING btree ("_order");
  CREATE INDEX "erp_orders_shipments_lines_parent_id_idx" ON "erp_orders_shipments_lines" USING btree ("_parent_id");
  CREATE INDEX "erp_orders_shipments_lines_product_idx" ON "erp_orders_shipments_lines" USING btree ("product_id");
  CREATE INDEX "erp_orders_shipments_order_idx" ON "erp_orders_shipments" USING btree ("_order");
  CREATE INDEX "erp_orders_shipments_parent_id_idx" ON "erp_orders_shipments" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "erp_orders_shipments_lines" CASCADE;
  DROP TABLE "erp_orders_shipments" CASCADE;
  ALTER TABLE "erp_order_lines" DROP COLUMN "expected_at";`)
}
