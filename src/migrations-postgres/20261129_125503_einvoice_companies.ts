import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_societes_format_facture" AS ENUM('factur-x', 'ubl');
  ALTER TABLE "societes" ADD COLUMN "format_facture" "enum_societes_format_facture" DEFAULT 'factur-x';
  ALTER TABLE "societes" ADD COLUMN "adresse_electronique" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "societes" DROP COLUMN "format_facture";
  ALTER TABLE "societes" DROP COLUMN "adresse_electronique";
  DROP TYPE "public"."enum_societes_format_facture";`)
}
