import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "produits" ADD COLUMN "remplace_par_id" integer;
  ALTER TABLE "produits_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "erp_orders" ADD COLUMN "shipped_at" timestamp(3) with time zone;
  ALTER TABLE "erp_orders" ADD COLUMN "delivery_note_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_raison_sociale" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_siret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_tva" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_adresse" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_conditions_paiement" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_mentions" varchar;
  ALTER TABLE "produits" ADD CONSTRAINT "produits_remplace_par_id_produits_id_fk" FOREIGN KEY ("remplace_par_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "produits_rels" ADD CONSTRAINT "produits_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "produits_remplace_par_idx" ON "produits" USING btree ("remplace_par_id");
  CREATE INDEX "produits_rels_media_id_idx" ON "produits_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "produits" DROP CONSTRAINT "produits_remplace_par_id_produits_id_fk";
  
  ALTER TABLE "produits_rels" DROP CONSTRAINT "produits_rels_media_fk";
  
  DROP INDEX "produits_remplace_par_idx";
  DROP INDEX "produits_rels_media_id_idx";
  ALTER TABLE "produits" DROP COLUMN "remplace_par_id";
  ALTER TABLE "produits_rels" DROP COLUMN "media_id";
  ALTER TABLE "erp_orders" DROP COLUMN "shipped_at";
  ALTER TABLE "erp_orders" DROP COLUMN "delivery_note_number";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_raison_sociale";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_siret";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_tva";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_adresse";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_conditions_paiement";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_mentions";`)
}
