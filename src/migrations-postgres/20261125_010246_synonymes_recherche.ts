import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_synonymes_recherche_type" AS ENUM('synonym', 'onewaysynonym');
  CREATE TABLE "synonymes_recherche_mots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mot" varchar NOT NULL
  );
  
  CREATE TABLE "synonymes_recherche" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_synonymes_recherche_type" DEFAULT 'synonym' NOT NULL,
  	"mot_saisi" varchar,
  	"libelle" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "synonymes_recherche_id" integer;
  ALTER TABLE "synonymes_recherche_mots" ADD CONSTRAINT "synonymes_recherche_mots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."synonymes_recherche"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "synonymes_recherche_mots_order_idx" ON "synonymes_recherche_mots" USING btree ("_order");
  CREATE INDEX "synonymes_recherche_mots_parent_id_idx" ON "synonymes_recherche_mots" USING btree ("_parent_id");
  CREATE INDEX "synonymes_recherche_updated_at_idx" ON "synonymes_recherche" USING btree ("updated_at");
  CREATE INDEX "synonymes_recherche_created_at_idx" ON "synonymes_recherche" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_synonymes_recherche_fk" FOREIGN KEY ("synonymes_recherche_id") REFERENCES "public"."synonymes_recherche"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_synonymes_recherche_id_idx" ON "payload_locked_documents_rels" USING btree ("synonymes_recherche_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "synonymes_recherche_mots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "synonymes_recherche" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "synonymes_recherche_mots" CASCADE;
  DROP TABLE "synonymes_recherche" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_synonymes_recherche_fk";
  
  DROP INDEX "payload_locked_documents_rels_synonymes_recherche_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "synonymes_recherche_id";
  DROP TYPE "public"."enum_synonymes_recherche_type";`)
}
