import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "punchout_buyers" ADD COLUMN "platform" varchar;
  ALTER TABLE "punchout_sessions" ADD COLUMN "dropped_lines" jsonb;
  ALTER TABLE "punchout_orders" ADD COLUMN "price_difference" boolean DEFAULT false;
  ALTER TABLE "punchout_orders" ADD COLUMN "price_differences" jsonb;
  CREATE INDEX "punchout_orders_price_difference_idx" ON "punchout_orders" USING btree ("price_difference");
  ALTER TABLE "clients" DROP COLUMN "login_attempts";
  ALTER TABLE "clients" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "punchout_orders_price_difference_idx";
  ALTER TABLE "clients" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "clients" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "punchout_buyers" DROP COLUMN "platform";
  ALTER TABLE "punchout_sessions" DROP COLUMN "dropped_lines";
  ALTER TABLE "punchout_orders" DROP COLUMN "price_difference";
  ALTER TABLE "punchout_orders" DROP COLUMN "price_differences";`)
}
