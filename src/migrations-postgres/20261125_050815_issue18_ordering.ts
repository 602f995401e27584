import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_adresses_pays" AS ENUM('FR', 'BE');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'orderPlaced';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'orderPlaced';
  CREATE TABLE "adresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"destinataire" varchar NOT NULL,
  	"rue" varchar NOT NULL,
  	"code_postal" varchar NOT NULL,
  	"ville" varchar NOT NULL,
  	"pays" "enum_adresses_pays" DEFAULT 'FR' NOT NULL,
  	"par_defaut" boolean DEFAULT false,
  	"derniere_utilisation" timestamp(3) with time zone,
  	"cle" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "preparateurs" ADD COLUMN "panier_transmis_le" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "adresses_id" integer;
  ALTER TABLE "adresses" ADD CONSTRAINT "adresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "adresses_client_idx" ON "adresses" USING btree ("client_id");
  CREATE INDEX "adresses_updated_at_idx" ON "adresses" USING btree ("updated_at");
  CREATE INDEX "adresses_created_at_idx" ON "adresses" USING btree ("created_at");
  CREATE UNIQUE INDEX "client_cle_idx" ON "adresses" USING btree ("client_id","cle");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_adresses_fk" FOREIGN KEY ("adresses_id") REFERENCES "public"."adresses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_adresses_id_idx" ON "payload_locked_documents_rels" USING btree ("adresses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "adresses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "adresses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_adresses_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm', 'purgeSearchLog');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm', 'purgeSearchLog');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_adresses_id_idx";
  ALTER TABLE "preparateurs" DROP COLUMN "panier_transmis_le";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "adresses_id";
  DROP TYPE "public"."enum_adresses_pays";`)
}
