import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_requests_status" AS ENUM('en_attente', 'approuvee', 'refusee');
  CREATE TYPE "public"."enum_account_requests_vat_status" AS ENUM('valide', 'invalide', 'a_verifier');
  CREATE TYPE "public"."enum_account_requests_vat_source" AS ENUM('checksum', 'vies');
  CREATE TYPE "public"."enum_account_requests_country" AS ENUM('FR', 'BE');
  CREATE TABLE "account_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_account_requests_status" DEFAULT 'en_attente' NOT NULL,
  	"dimasys_type" numeric DEFAULT 1 NOT NULL,
  	"dimasys_credit_limit" numeric DEFAULT 0 NOT NULL,
  	"societe_id" integer,
  	"refusal_reason" varchar,
  	"client_id" integer,
  	"processed_at" timestamp(3) with time zone,
  	"processed_by_id" integer,
  	"is_new_client" boolean,
  	"is_company" boolean,
  	"civility" varchar,
  	"firstname" varchar NOT NULL,
  	"lastname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company" varchar,
  	"client_number" varchar,
  	"siret" varchar,
  	"vat" varchar,
  	"vat_status" "enum_account_requests_vat_status",
  	"vat_source" "enum_account_requests_vat_source",
  	"vat_name" varchar,
  	"vat_address" varchar,
  	"vat_detail" varchar,
  	"street" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"country" "enum_account_requests_country",
  	"note" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_requests_id" integer;
  ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_processed_by_id_editors_id_fk" FOREIGN KEY ("processed_by_id") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "account_requests_status_idx" ON "account_requests" USING btree ("status");
  CREATE INDEX "account_requests_societe_idx" ON "account_requests" USING btree ("societe_id");
  CREATE INDEX "account_requests_client_idx" ON "account_requests" USING btree ("client_id");
  CREATE INDEX "account_requests_processed_by_idx" ON "account_requests" USING btree ("processed_by_id");
  CREATE INDEX "account_requests_email_idx" ON "account_requests" USING btree ("email");
  CREATE INDEX "account_requests_updated_at_idx" ON "account_requests" USING btree ("updated_at");
  CREATE INDEX "account_requests_created_at_idx" ON "account_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_requests_fk" FOREIGN KEY ("account_requests_id") REFERENCES "public"."account_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_account_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("account_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_account_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_requests_id";
  DROP TYPE "public"."enum_account_requests_status";
  DROP TYPE "public"."enum_account_requests_vat_status";
  DROP TYPE "public"."enum_account_requests_vat_source";
  DROP TYPE "public"."enum_account_requests_country";`)
}
