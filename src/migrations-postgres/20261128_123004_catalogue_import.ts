import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importCatalogue';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importCatalogue';
  CREATE TABLE "groupes_fournisseurs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groupe" varchar NOT NULL,
  	"nom" varchar,
  	"parent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "groupes_fournisseurs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  ALTER TABLE "produits_caracteristiques" ADD COLUMN "code" varchar;
  ALTER TABLE "produits" ADD COLUMN "reference_fabricant" varchar;
  ALTER TABLE "produits" ADD COLUMN "classe_etim" varchar;
  ALTER TABLE "produits" ADD COLUMN "import_trace" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "groupes_fournisseurs_id" integer;
  ALTER TABLE "groupes_fournisseurs_rels" ADD CONSTRAINT "groupes_fournisseurs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."groupes_fournisseurs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "groupes_fournisseurs_rels" ADD CONSTRAINT "groupes_fournisseurs_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "groupes_fournisseurs_groupe_idx" ON "groupes_fournisseurs" USING btree ("groupe");
  CREATE INDEX "groupes_fournisseurs_updated_at_idx" ON "groupes_fournisseurs" USING btree ("updated_at");
  CREATE INDEX "groupes_fournisseurs_created_at_idx" ON "groupes_fournisseurs" USING btree ("created_at");
  CREATE INDEX "groupes_fournisseurs_rels_order_idx" ON "groupes_fournisseurs_rels" USING btree ("order");
  CREATE INDEX "groupes_fournisseurs_rels_parent_idx" ON "groupes_fournisseurs_rels" USING btree ("parent_id");
  CREATE INDEX "groupes_fournisseurs_rels_path_idx" ON "groupes_fournisseurs_rels" USING btree ("path");
  CREATE INDEX "groupes_fournisseurs_rels_categories_id_idx" ON "groupes_fournisseurs_rels" USING btree ("categories_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_groupes_fournisseurs_fk" FOREIGN KEY ("groupes_fournisseurs_id") REFERENCES "public"."groupes_fournisseurs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "produits_reference_fabricant_idx" ON "produits" USING btree ("reference_fabricant");
  CREATE INDEX "payload_locked_documents_rels_groupes_fournisseurs_id_idx" ON "payload_locked_documents_rels" USING btree ("groupes_fournisseurs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "groupes_fournisseurs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "groupes_fournisseurs_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "groupes_fournisseurs" CASCADE;
  DROP TABLE "groupes_fournisseurs_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_groupes_fournisseurs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm', 'purgeSearchLog', 'orderPlaced');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm', 'purgeSearchLog', 'orderPlaced');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "produits_reference_fabricant_idx";
  DROP INDEX "payload_locked_documents_rels_groupes_fournisseurs_id_idx";
  ALTER TABLE "produits_caracteristiques" DROP COLUMN "code";
  ALTER TABLE "produits" DROP COLUMN "reference_fabricant";
  ALTER TABLE "produits" DROP COLUMN "classe_etim";
  ALTER TABLE "produits" DROP COLUMN "import_trace";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "groupes_fournisseurs_id";`)
}
