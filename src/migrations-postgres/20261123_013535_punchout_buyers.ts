import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_punchout_sessions_operation" AS ENUM('create', 'edit', 'inspect');
  CREATE TABLE "punchout_buyers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"credential_domain" varchar DEFAULT 'NetworkId' NOT NULL,
  	"credential_identity" varchar NOT NULL,
  	"secret_hash" varchar,
  	"allowed_hosts" varchar NOT NULL,
  	"societe_id" integer,
  	"client_id" integer NOT NULL,
  	"unspsc" varchar DEFAULT '31000000',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "punchout_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"buyer_id" integer NOT NULL,
  	"client_id" integer NOT NULL,
  	"buyer_cookie" varchar NOT NULL,
  	"browser_form_post" varchar NOT NULL,
  	"operation" "enum_punchout_sessions_operation" NOT NULL,
  	"user_email" varchar,
  	"user_name" varchar,
  	"items" jsonb,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "punchout_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"buyer_id" integer NOT NULL,
  	"order_id" varchar NOT NULL,
  	"erp_order_id" varchar,
  	"payload_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "punchout_buyers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "punchout_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "punchout_orders_id" integer;
  ALTER TABLE "punchout_buyers" ADD CONSTRAINT "punchout_buyers_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "punchout_buyers" ADD CONSTRAINT "punchout_buyers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "punchout_orders" ADD CONSTRAINT "punchout_orders_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "punchout_buyers_credential_identity_idx" ON "punchout_buyers" USING btree ("credential_identity");
  CREATE INDEX "punchout_buyers_societe_idx" ON "punchout_buyers" USING btree ("societe_id");
  CREATE INDEX "punchout_buyers_client_idx" ON "punchout_buyers" USING btree ("client_id");
  CREATE INDEX "punchout_buyers_updated_at_idx" ON "punchout_buyers" USING btree ("updated_at");
  CREATE INDEX "punchout_buyers_created_at_idx" ON "punchout_buyers" USING btree ("created_at");
  CREATE UNIQUE INDEX "punchout_sessions_token_hash_idx" ON "punchout_sessions" USING btree ("token_hash");
  CREATE INDEX "punchout_sessions_buyer_idx" ON "punchout_sessions" USING btree ("buyer_id");
  CREATE INDEX "punchout_sessions_client_idx" ON "punchout_sessions" USING btree ("client_id");
  CREATE INDEX "punchout_sessions_updated_at_idx" ON "punchout_sessions" USING btree ("updated_at");
  CREATE INDEX "punchout_sessions_created_at_idx" ON "punchout_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "punchout_orders_key_idx" ON "punchout_orders" USING btree ("key");
  CREATE INDEX "punchout_orders_buyer_idx" ON "punchout_orders" USING btree ("buyer_id");
  CREATE INDEX "punchout_orders_updated_at_idx" ON "punchout_orders" USING btree ("updated_at");
  CREATE INDEX "punchout_orders_created_at_idx" ON "punchout_orders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_punchout_buyers_fk" FOREIGN KEY ("punchout_buyers_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_punchout_sessions_fk" FOREIGN KEY ("punchout_sessions_id") REFERENCES "public"."punchout_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_punchout_orders_fk" FOREIGN KEY ("punchout_orders_id") REFERENCES "public"."punchout_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_punchout_buyers_id_idx" ON "payload_locked_documents_rels" USING btree ("punchout_buyers_id");
  CREATE INDEX "payload_locked_documents_rels_punchout_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("punchout_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_punchout_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("punchout_orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "punchout_buyers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "punchout_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "punchout_orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "punchout_buyers" CASCADE;
  DROP TABLE "punchout_sessions" CASCADE;
  DROP TABLE "punchout_orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_punchout_buyers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_punchout_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_punchout_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_punchout_buyers_id_idx";
  DROP INDEX "payload_locked_documents_rels_punchout_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_punchout_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "punchout_buyers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "punchout_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "punchout_orders_id";
  DROP TYPE "public"."enum_punchout_sessions_operation";`)
}
