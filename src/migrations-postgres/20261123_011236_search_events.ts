import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_events_event_type" AS ENUM('view', 'click', 'conversion');
  CREATE TABLE "search_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_type" "enum_search_events_event_type" NOT NULL,
  	"event_subtype" varchar,
  	"event_name" varchar NOT NULL,
  	"index" varchar NOT NULL,
  	"user_token" varchar NOT NULL,
  	"authenticated_user_token" varchar,
  	"query_id" varchar,
  	"object_ids" jsonb,
  	"positions" jsonb,
  	"filters" jsonb,
  	"occurred_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_events_id" integer;
  CREATE INDEX "search_events_event_type_idx" ON "search_events" USING btree ("event_type");
  CREATE INDEX "search_events_user_token_idx" ON "search_events" USING btree ("user_token");
  CREATE INDEX "search_events_query_id_idx" ON "search_events" USING btree ("query_id");
  CREATE INDEX "search_events_updated_at_idx" ON "search_events" USING btree ("updated_at");
  CREATE INDEX "search_events_created_at_idx" ON "search_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_events_fk" FOREIGN KEY ("search_events_id") REFERENCES "public"."search_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_events_id_idx" ON "payload_locked_documents_rels" USING btree ("search_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_events_id";
  DROP TYPE "public"."enum_search_events_event_type";`)
}
