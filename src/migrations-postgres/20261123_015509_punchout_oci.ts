import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_punchout_sessions_dialect" AS ENUM('cxml', 'oci');
  ALTER TABLE "punchout_sessions" ALTER COLUMN "buyer_cookie" DROP NOT NULL;
  ALTER TABLE "punchout_sessions" ADD COLUMN "dialect" "enum_punchout_sessions_dialect" DEFAULT 'cxml' NOT NULL;
  ALTER TABLE "punchout_sessions" ADD COLUMN "oci_target" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "punchout_sessions" ALTER COLUMN "buyer_cookie" SET NOT NULL;
  ALTER TABLE "punchout_sessions" DROP COLUMN "dialect";
  ALTER TABLE "punchout_sessions" DROP COLUMN "oci_target";
  DROP TYPE "public"."enum_punchout_sessions_dialect";`)
}
