import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_requests_status" AS ENUM('en_attente', 'approuvee', 'refusee');
  CREATE TYPE "public"."enum_account_requests_vat_status" AS ENUM('valide', 'invalide', 'a_verifier');
  CREATE TYPE "public"."enum_account_requests_vat_source" AS ENUM('checksum', 'vies');
  CREATE TYPE "public"."enum_account_requests_country" AS ENUM('FR', 'BE');
  CREATE TYPE "public"."enum_contact_requests_kind" AS ENUM('contact', 'newsletter');
  CREATE TYPE "public"."enum_contact_requests_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm');
  CREATE TABLE "favoris" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"produit_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_contact_requests_kind" DEFAULT 'contact' NOT NULL,
  	"status" "enum_contact_requests_status" DEFAULT 'new' NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar,
  	"name" varchar,
  	"company" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"source_path" varchar,
  	"crm_synced_at" timestamp(3) with time zone,
  	"crm_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"reply_to" varchar,
  	"text" varchar,
  	"file" varchar,
  	"message_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chat_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" varchar,
  	"text" varchar NOT NULL,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "captcha_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favoris_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_mails_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captcha_uses_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "email_equipe" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "slack_channel" varchar;
  ALTER TABLE "favoris" ADD CONSTRAINT "favoris_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favoris" ADD CONSTRAINT "favoris_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_processed_by_id_editors_id_fk" FOREIGN KEY ("processed_by_id") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "favoris_client_idx" ON "favoris" USING btree ("client_id");
  CREATE INDEX "favoris_produit_idx" ON "favoris" USING btree ("produit_id");
  CREATE INDEX "favoris_updated_at_idx" ON "favoris" USING btree ("updated_at");
  CREATE INDEX "favoris_created_at_idx" ON "favoris" USING btree ("created_at");
  CREATE UNIQUE INDEX "client_produit_idx" ON "favoris" USING btree ("client_id","produit_id");
  CREATE INDEX "account_requests_status_idx" ON "account_requests" USING btree ("status");
  CREATE INDEX "account_requests_societe_idx" ON "account_requests" USING btree ("societe_id");
  CREATE INDEX "account_requests_client_idx" ON "account_requests" USING btree ("client_id");
  CREATE INDEX "account_requests_processed_by_idx" ON "account_requests" USING btree ("processed_by_id");
  CREATE INDEX "account_requests_email_idx" ON "account_requests" USING btree ("email");
  CREATE INDEX "account_requests_updated_at_idx" ON "account_requests" USING btree ("updated_at");
  CREATE INDEX "account_requests_created_at_idx" ON "account_requests" USING btree ("created_at");
  CREATE INDEX "contact_requests_kind_idx" ON "contact_requests" USING btree ("kind");
  CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "outbox_mails_to_idx" ON "outbox_mails" USING btree ("to");
  CREATE INDEX "outbox_mails_updated_at_idx" ON "outbox_mails" USING btree ("updated_at");
  CREATE INDEX "outbox_mails_created_at_idx" ON "outbox_mails" USING btree ("created_at");
  CREATE INDEX "chat_notifications_updated_at_idx" ON "chat_notifications" USING btree ("updated_at");
  CREATE INDEX "chat_notifications_created_at_idx" ON "chat_notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "captcha_uses_key_idx" ON "captcha_uses" USING btree ("key");
  CREATE INDEX "captcha_uses_expires_at_idx" ON "captcha_uses" USING btree ("expires_at");
  CREATE INDEX "captcha_uses_updated_at_idx" ON "captcha_uses" USING btree ("updated_at");
  CREATE INDEX "captcha_uses_created_at_idx" ON "captcha_uses" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favoris_fk" FOREIGN KEY ("favoris_id") REFERENCES "public"."favoris"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_requests_fk" FOREIGN KEY ("account_requests_id") REFERENCES "public"."account_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_mails_fk" FOREIGN KEY ("outbox_mails_id") REFERENCES "public"."outbox_mails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_notifications_fk" FOREIGN KEY ("chat_notifications_id") REFERENCES "public"."chat_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_uses_fk" FOREIGN KEY ("captcha_uses_id") REFERENCES "public"."captcha_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_favoris_id_idx" ON "payload_locked_documents_rels" USING btree ("favoris_id");
  CREATE INDEX "payload_locked_documents_rels_account_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("account_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_mails_id");
  CREATE INDEX "payload_locked_documents_rels_chat_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_captcha_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "favoris" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_mails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captcha_uses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "favoris" CASCADE;
  DROP TABLE "account_requests" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "outbox_mails" CASCADE;
  DROP TABLE "chat_notifications" CASCADE;
  DROP TABLE "captcha_uses" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favoris_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_mails_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captcha_uses_fk";
  
  DROP INDEX "payload_locked_documents_rels_favoris_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_mails_id_idx";
  DROP INDEX "payload_locked_documents_rels_chat_notifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_captcha_uses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favoris_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_mails_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captcha_uses_id";
  ALTER TABLE "site_settings" DROP COLUMN "email_equipe";
  ALTER TABLE "site_settings" DROP COLUMN "slack_channel";
  DROP TYPE "public"."enum_account_requests_status";
  DROP TYPE "public"."enum_account_requests_vat_status";
  DROP TYPE "public"."enum_account_requests_vat_source";
  DROP TYPE "public"."enum_account_requests_country";
  DROP TYPE "public"."enum_contact_requests_kind";
  DROP TYPE "public"."enum_contact_requests_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
