import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erp_orders_payments_method" AS ENUM('transfer', 'card', 'cheque', 'direct_debit');
  CREATE TABLE "erp_orders_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"amount" numeric NOT NULL,
  	"method" "enum_erp_orders_payments_method" DEFAULT 'transfer' NOT NULL
  );
  
  ALTER TABLE "erp_orders_payments" ADD CONSTRAINT "erp_orders_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erp_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "erp_orders_payments_order_idx" ON "erp_orders_payments" USING btree ("_order");
  CREATE INDEX "erp_orders_payments_parent_id_idx" ON "erp_orders_payments" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "erp_orders_payments" CASCADE;
  DROP TYPE "public"."enum_erp_orders_payments_method";`)
}
