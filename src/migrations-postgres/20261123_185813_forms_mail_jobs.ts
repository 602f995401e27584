import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_requests_kind" AS ENUM('contact', 'newsletter');
  CREATE TYPE "public"."enum_contact_requests_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'notifyChat', 'pushToCrm');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_mails_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captcha_uses_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "email_equipe" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "slack_channel" varchar;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_mails_fk" FOREIGN KEY ("outbox_mails_id") REFERENCES "public"."outbox_mails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_notifications_fk" FOREIGN KEY ("chat_notifications_id") REFERENCES "public"."chat_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_uses_fk" FOREIGN KEY ("captcha_uses_id") REFERENCES "public"."captcha_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_mails_id");
  CREATE INDEX "payload_locked_documents_rels_chat_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_captcha_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_mails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captcha_uses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "outbox_mails" CASCADE;
  DROP TABLE "chat_notifications" CASCADE;
  DROP TABLE "captcha_uses" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_mails_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captcha_uses_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_mails_id_idx";
  DROP INDEX "payload_locked_documents_rels_chat_notifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_captcha_uses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_mails_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captcha_uses_id";
  ALTER TABLE "site_settings" DROP COLUMN "email_equipe";
  ALTER TABLE "site_settings" DROP COLUMN "slack_channel";
  DROP TYPE "public"."enum_contact_requests_kind";
  DROP TYPE "public"."enum_contact_requests_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
