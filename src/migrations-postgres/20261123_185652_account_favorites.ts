import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "favoris" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"produit_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favoris_id" integer;
  ALTER TABLE "favoris" ADD CONSTRAINT "favoris_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favoris" ADD CONSTRAINT "favoris_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "favoris_client_idx" ON "favoris" USING btree ("client_id");
  CREATE INDEX "favoris_produit_idx" ON "favoris" USING btree ("produit_id");
  CREATE INDEX "favoris_updated_at_idx" ON "favoris" USING btree ("updated_at");
  CREATE INDEX "favoris_created_at_idx" ON "favoris" USING btree ("created_at");
  CREATE UNIQUE INDEX "client_produit_idx" ON "favoris" USING btree ("client_id","produit_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favoris_fk" FOREIGN KEY ("favoris_id") REFERENCES "public"."favoris"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_favoris_id_idx" ON "payload_locked_documents_rels" USING btree ("favoris_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "favoris" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "favoris" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favoris_fk";
  
  DROP INDEX "payload_locked_documents_rels_favoris_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favoris_id";`)
}
