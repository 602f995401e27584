import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_clients_role" AS ENUM('acheteur', 'preparateur', 'approbateur');
  CREATE TYPE "public"."enum_approbations_plafonds_depasses" AS ENUM('par_commande', 'mensuel');
  CREATE TYPE "public"."enum_approbations_statut" AS ENUM('en_attente', 'approuvee', 'refusee');
  CREATE TYPE "public"."enum_approbations_adresse_livraison_country" AS ENUM('FR', 'BE');
  CREATE TABLE "societes_centres_de_cout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"libelle" varchar NOT NULL
  );
  
  CREATE TABLE "approbations_lignes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"produit_id" integer NOT NULL,
  	"quantite" numeric NOT NULL,
  	"prix_unitaire_ht" numeric NOT NULL,
  	"montant_ht" numeric NOT NULL
  );
  
  CREATE TABLE "approbations_plafonds_depasses" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_approbations_plafonds_depasses",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "approbations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"societe_id" integer NOT NULL,
  	"statut" "enum_approbations_statut" DEFAULT 'en_attente' NOT NULL,
  	"montant_ht" numeric NOT NULL,
  	"livraison_ht" numeric NOT NULL,
  	"total_ht" numeric NOT NULL,
  	"centre_de_cout" varchar,
  	"centre_de_cout_libelle" varchar,
  	"reference_commande" varchar,
  	"adresse_livraison_name" varchar NOT NULL,
  	"adresse_livraison_street" varchar NOT NULL,
  	"adresse_livraison_postal_code" varchar NOT NULL,
  	"adresse_livraison_city" varchar NOT NULL,
  	"adresse_livraison_country" "enum_approbations_adresse_livraison_country" NOT NULL,
  	"plafonds_par_commande_ht" numeric,
  	"plafonds_mensuel_ht" numeric,
  	"plafonds_depense_mois_ht" numeric,
  	"commentaire" varchar,
  	"decide_par_id" integer,
  	"decide_le" timestamp(3) with time zone,
  	"commande" varchar,
  	"remise_au_panier_le" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "clients" ADD COLUMN "role" "enum_clients_role" DEFAULT 'acheteur';
  ALTER TABLE "clients" ADD COLUMN "plafond_commande_ht" numeric;
  ALTER TABLE "clients" ADD COLUMN "plafond_mensuel_ht" numeric;
  ALTER TABLE "erp_orders" ADD COLUMN "cost_centre" varchar;
  ALTER TABLE "erp_orders" ADD COLUMN "request_key" varchar;
  ALTER TABLE "payments" ADD COLUMN "cost_centre" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "approbations_id" integer;
  ALTER TABLE "societes_centres_de_cout" ADD CONSTRAINT "societes_centres_de_cout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approbations_lignes" ADD CONSTRAINT "approbations_lignes_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approbations_lignes" ADD CONSTRAINT "approbations_lignes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."approbations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approbations_plafonds_depasses" ADD CONSTRAINT "approbations_plafonds_depasses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."approbations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approbations" ADD CONSTRAINT "approbations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approbations" ADD CONSTRAINT "approbations_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approbations" ADD CONSTRAINT "approbations_decide_par_id_clients_id_fk" FOREIGN KEY ("decide_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "societes_centres_de_cout_order_idx" ON "societes_centres_de_cout" USING btree ("_order");
  CREATE INDEX "societes_centres_de_cout_parent_id_idx" ON "societes_centres_de_cout" USING btree ("_parent_id");
  CREATE INDEX "approbations_lignes_order_idx" ON "approbations_lignes" USING btree ("_order");
  CREATE INDEX "approbations_lignes_parent_id_idx" ON "approbations_lignes" USING btree ("_parent_id");
  CREATE INDEX "approbations_lignes_produit_idx" ON "approbations_lignes" USING btree ("produit_id");
  CREATE INDEX "approbations_plafonds_depasses_order_idx" ON "approbations_plafonds_depasses" USING btree ("order");
  CREATE INDEX "approbations_plafonds_depasses_parent_idx" ON "approbations_plafonds_depasses" USING btree ("parent_id");
  CREATE INDEX "approbations_client_idx" ON "approbations" USING btree ("client_id");
  CREATE INDEX "approbations_societe_idx" ON "approbations" USING btree ("societe_id");
  CREATE INDEX "approbations_statut_idx" ON "approbations" USING btree ("statut");
  CREATE INDEX "approbations_decide_par_idx" ON "approbations" USING btree ("decide_par_id");
  CREATE INDEX "approbations_commande_idx" ON "approbations" USING btree ("commande");
  CREATE INDEX "approbations_updated_at_idx" ON "approbations" USING btree ("updated_at");
  CREATE INDEX "approbations_created_at_idx" ON "approbations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approbations_fk" FOREIGN KEY ("approbations_id") REFERENCES "public"."approbations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "clients_role_idx" ON "clients" USING btree ("role");
  CREATE UNIQUE INDEX "erp_orders_request_key_idx" ON "erp_orders" USING btree ("request_key");
  CREATE INDEX "payload_locked_documents_rels_approbations_id_idx" ON "payload_locked_documents_rels" USING btree ("approbations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "societes_centres_de_cout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approbations_lignes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approbations_plafonds_depasses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approbations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "societes_centres_de_cout" CASCADE;
  DROP TABLE "approbations_lignes" CASCADE;
  DROP TABLE "approbations_plafonds_depasses" CASCADE;
  DROP TABLE "approbations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_approbations_fk";
  
  DROP INDEX "clients_role_idx";
  DROP INDEX "erp_orders_request_key_idx";
  DROP INDEX "payload_locked_documents_rels_approbations_id_idx";
  ALTER TABLE "clients" DROP COLUMN "role";
  ALTER TABLE "clients" DROP COLUMN "plafond_commande_ht";
  ALTER TABLE "clients" DROP COLUMN "plafond_mensuel_ht";
  ALTER TABLE "erp_orders" DROP COLUMN "cost_centre";
  ALTER TABLE "erp_orders" DROP COLUMN "request_key";
  ALTER TABLE "payments" DROP COLUMN "cost_centre";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "approbations_id";
  DROP TYPE "public"."enum_clients_role";
  DROP TYPE "public"."enum_approbations_plafonds_depasses";
  DROP TYPE "public"."enum_approbations_statut";
  DROP TYPE "public"."enum_approbations_adresse_livraison_country";`)
}
