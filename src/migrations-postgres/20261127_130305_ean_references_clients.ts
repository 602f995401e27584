import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "references_clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"societe_id" integer NOT NULL,
  	"produit_id" integer NOT NULL,
  	"reference" varchar NOT NULL,
  	"reference_cle" varchar,
  	"modifie_par_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "produits" ADD COLUMN "ean" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "references_clients_id" integer;
  ALTER TABLE "references_clients" ADD CONSTRAINT "references_clients_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references_clients" ADD CONSTRAINT "references_clients_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references_clients" ADD CONSTRAINT "references_clients_modifie_par_id_clients_id_fk" FOREIGN KEY ("modifie_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "references_clients_societe_idx" ON "references_clients" USING btree ("societe_id");
  CREATE INDEX "references_clients_produit_idx" ON "references_clients" USING btree ("produit_id");
  CREATE INDEX "references_clients_modifie_par_idx" ON "references_clients" USING btree ("modifie_par_id");
  CREATE INDEX "references_clients_updated_at_idx" ON "references_clients" USING btree ("updated_at");
  CREATE INDEX "references_clients_created_at_idx" ON "references_clients" USING btree ("created_at");
  CREATE UNIQUE INDEX "societe_produit_idx" ON "references_clients" USING btree ("societe_id","produit_id");
  CREATE INDEX "societe_reference_cle_idx" ON "references_clients" USING btree ("societe_id","reference_cle");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_references_clients_fk" FOREIGN KEY ("references_clients_id") REFERENCES "public"."references_clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "produits_ean_idx" ON "produits" USING btree ("ean");
  CREATE INDEX "payload_locked_documents_rels_references_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("references_clients_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "references_clients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "references_clients" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_references_clients_fk";
  
  DROP INDEX "produits_ean_idx";
  DROP INDEX "payload_locked_documents_rels_references_clients_id_idx";
  ALTER TABLE "produits" DROP COLUMN "ean";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "references_clients_id";`)
}
