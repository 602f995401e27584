import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_clients_role" AS ENUM('acheteur', 'preparateur', 'approbateur');
  CREATE TYPE "public"."enum_approbations_plafonds_depasses" AS ENUM('par_commande', 'mensuel');
  CREATE TYPE "public"."enum_approbations_statut" AS ENUM('en_attente', 'approuvee', 'refusee');
  CREATE TYPE "public"."enum_approbations_adresse_livraison_country" AS ENUM('FR', 'BE');
  CREATE TYPE "public"."enum_devis_statut" AS ENUM('demande', 'envoye', 'accepte', 'expire', 'refuse');
  CREATE TABLE "societes_centres_de_cout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"libelle" varchar NOT NULL
  );
  
  CREATE TABLE "references_clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"societe_id" integer NOT NULL,
  	"produit_id" integer NOT NULL,
  	"reference" varchar NOT NULL,
  	"reference_cle" varchar,
  	"modifie_par_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listes_achat" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nom" varchar NOT NULL,
  	"nom_normalise" varchar,
  	"societe_id" integer,
  	"client_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listes_achat_lignes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"liste_id" integer NOT NULL,
  	"produit_id" integer NOT NULL,
  	"quantite" numeric NOT NULL,
  	"ajoute_par_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  CREATE TABLE "devis_lignes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"produit_id" integer NOT NULL,
  	"reference" varchar,
  	"titre" varchar,
  	"quantite" numeric NOT NULL,
  	"prix_boutique_ht" numeric,
  	"prix_unitaire_ht" numeric
  );
  
  CREATE TABLE "devis" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"numero" varchar,
  	"statut" "enum_devis_statut" DEFAULT 'demande' NOT NULL,
  	"valide_jusqu_au" timestamp(3) with time zone,
  	"reponse" varchar,
  	"note_interne" varchar,
  	"societe_id" integer,
  	"client_id" integer,
  	"message" varchar,
  	"envoye_le" timestamp(3) with time zone,
  	"accepte_le" timestamp(3) with time zone,
  	"refuse_le" timestamp(3) with time zone,
  	"accepte_par_id" integer,
  	"commande" varchar,
  	"commande_le" timestamp(3) with time zone,
  	"traite_par_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "produits" ADD COLUMN "ean" varchar;
  ALTER TABLE "produits" ADD COLUMN "remplace_par_id" integer;
  ALTER TABLE "produits_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "clients" ADD COLUMN "role" "enum_clients_role" DEFAULT 'acheteur';
  ALTER TABLE "clients" ADD COLUMN "plafond_commande_ht" numeric;
  ALTER TABLE "clients" ADD COLUMN "plafond_mensuel_ht" numeric;
  ALTER TABLE "erp_orders" ADD COLUMN "cost_centre" varchar;
  ALTER TABLE "erp_orders" ADD COLUMN "request_key" varchar;
  ALTER TABLE "erp_orders" ADD COLUMN "shipped_at" timestamp(3) with time zone;
  ALTER TABLE "erp_orders" ADD COLUMN "delivery_note_number" varchar;
  ALTER TABLE "payments" ADD COLUMN "cost_centre" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "references_clients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listes_achat_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listes_achat_lignes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "approbations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "devis_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_raison_sociale" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_siret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_tva" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_adresse" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_conditions_paiement" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "documents_emetteur_mentions" varchar;
  ALTER TABLE "societes_centres_de_cout" ADD CONSTRAINT "societes_centres_de_cout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_clients" ADD CONSTRAINT "references_clients_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references_clients" ADD CONSTRAINT "references_clients_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references_clients" ADD CONSTRAINT "references_clients_modifie_par_id_clients_id_fk" FOREIGN KEY ("modifie_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat" ADD CONSTRAINT "listes_achat_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat" ADD CONSTRAINT "listes_achat_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat_lignes" ADD CONSTRAINT "listes_achat_lignes_liste_id_listes_achat_id_fk" FOREIGN KEY ("liste_id") REFERENCES "public"."listes_achat"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat_lignes" ADD CONSTRAINT "listes_achat_lignes_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat_lignes" ADD CONSTRAINT "listes_achat_lignes_ajoute_par_id_clients_id_fk" FOREIGN KEY ("ajoute_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approbations_lignes" ADD CONSTRAINT "approbations_lignes_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approbations_lignes" ADD CONSTRAINT "approbations_lignes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."approbations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approbations_plafonds_depasses" ADD CONSTRAINT "approbations_plafonds_depasses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."approbations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "approbations" ADD CONSTRAINT "approbations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approbations" ADD CONSTRAINT "approbations_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approbations" ADD CONSTRAINT "approbations_decide_par_id_clients_id_fk" FOREIGN KEY ("decide_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis_lignes" ADD CONSTRAINT "devis_lignes_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis_lignes" ADD CONSTRAINT "devis_lignes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."devis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_accepte_par_id_clients_id_fk" FOREIGN KEY ("accepte_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_traite_par_id_editors_id_fk" FOREIGN KEY ("traite_par_id") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "societes_centres_de_cout_order_idx" ON "societes_centres_de_cout" USING btree ("_order");
  CREATE INDEX "societes_centres_de_cout_parent_id_idx" ON "societes_centres_de_cout" USING btree ("_parent_id");
  CREATE INDEX "references_clients_societe_idx" ON "references_clients" USING btree ("societe_id");
  CREATE INDEX "references_clients_produit_idx" ON "references_clients" USING btree ("produit_id");
  CREATE INDEX "references_clients_modifie_par_idx" ON "references_clients" USING btree ("modifie_par_id");
  CREATE INDEX "references_clients_updated_at_idx" ON "references_clients" USING btree ("updated_at");
  CREATE INDEX "references_clients_created_at_idx" ON "references_clients" USING btree ("created_at");
  CREATE UNIQUE INDEX "societe_produit_idx" ON "references_clients" USING btree ("societe_id","produit_id");
  CREATE INDEX "societe_reference_cle_idx" ON "references_clients" USING btree ("societe_id","reference_cle");
  CREATE INDEX "listes_achat_nom_normalise_idx" ON "listes_achat" USING btree ("nom_normalise");
  CREATE INDEX "listes_achat_societe_idx" ON "listes_achat" USING btree ("societe_id");
  CREATE INDEX "listes_achat_client_idx" ON "listes_achat" USING btree ("client_id");
  CREATE INDEX "listes_achat_updated_at_idx" ON "listes_achat" USING btree ("updated_at");
  CREATE INDEX "listes_achat_created_at_idx" ON "listes_achat" USING btree ("created_at");
  CREATE INDEX "societe_nom_normalise_idx" ON "listes_achat" USING btree ("societe_id","nom_normalise");
  CREATE INDEX "listes_achat_lignes_liste_idx" ON "listes_achat_lignes" USING btree ("liste_id");
  CREATE INDEX "listes_achat_lignes_produit_idx" ON "listes_achat_lignes" USING btree ("produit_id");
  CREATE INDEX "listes_achat_lignes_ajoute_par_idx" ON "listes_achat_lignes" USING btree ("ajoute_par_id");
  CREATE INDEX "listes_achat_lignes_updated_at_idx" ON "listes_achat_lignes" USING btree ("updated_at");
  CREATE INDEX "listes_achat_lignes_created_at_idx" ON "listes_achat_lignes" USING btree ("created_at");
  CREATE UNIQUE INDEX "liste_produit_idx" ON "listes_achat_lignes" USING btree ("liste_id","produit_id");
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
  CREATE INDEX "devis_lignes_order_idx" ON "devis_lignes" USING btree ("_order");
  CREATE INDEX "devis_lignes_parent_id_idx" ON "devis_lignes" USING btree ("_parent_id");
  CREATE INDEX "devis_lignes_produit_idx" ON "devis_lignes" USING btree ("produit_id");
  CREATE INDEX "devis_numero_idx" ON "devis" USING btree ("numero");
  CREATE INDEX "devis_statut_idx" ON "devis" USING btree ("statut");
  CREATE INDEX "devis_valide_jusqu_au_idx" ON "devis" USING btree ("valide_jusqu_au");
  CREATE INDEX "devis_societe_idx" ON "devis" USING btree ("societe_id");
  CREATE INDEX "devis_client_idx" ON "devis" USING btree ("client_id");
  CREATE INDEX "devis_accepte_par_idx" ON "devis" USING btree ("accepte_par_id");
  CREATE INDEX "devis_traite_par_idx" ON "devis" USING btree ("traite_par_id");
  CREATE INDEX "devis_updated_at_idx" ON "devis" USING btree ("updated_at");
  CREATE INDEX "devis_created_at_idx" ON "devis" USING btree ("created_at");
  ALTER TABLE "produits" ADD CONSTRAINT "produits_remplace_par_id_produits_id_fk" FOREIGN KEY ("remplace_par_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "produits_rels" ADD CONSTRAINT "produits_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_references_clients_fk" FOREIGN KEY ("references_clients_id") REFERENCES "public"."references_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listes_achat_fk" FOREIGN KEY ("listes_achat_id") REFERENCES "public"."listes_achat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listes_achat_lignes_fk" FOREIGN KEY ("listes_achat_lignes_id") REFERENCES "public"."listes_achat_lignes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approbations_fk" FOREIGN KEY ("approbations_id") REFERENCES "public"."approbations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_devis_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "produits_ean_idx" ON "produits" USING btree ("ean");
  CREATE INDEX "produits_remplace_par_idx" ON "produits" USING btree ("remplace_par_id");
  CREATE INDEX "produits_rels_media_id_idx" ON "produits_rels" USING btree ("media_id");
  CREATE INDEX "clients_role_idx" ON "clients" USING btree ("role");
  CREATE UNIQUE INDEX "erp_orders_request_key_idx" ON "erp_orders" USING btree ("request_key");
  CREATE INDEX "payload_locked_documents_rels_references_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("references_clients_id");
  CREATE INDEX "payload_locked_documents_rels_listes_achat_id_idx" ON "payload_locked_documents_rels" USING btree ("listes_achat_id");
  CREATE INDEX "payload_locked_documents_rels_listes_achat_lignes_id_idx" ON "payload_locked_documents_rels" USING btree ("listes_achat_lignes_id");
  CREATE INDEX "payload_locked_documents_rels_approbations_id_idx" ON "payload_locked_documents_rels" USING btree ("approbations_id");
  CREATE INDEX "payload_locked_documents_rels_devis_id_idx" ON "payload_locked_documents_rels" USING btree ("devis_id");`)
  // clients already listed as a company's preparers take the préparateur role (written by hand: the role is what the
  // server reads to refuse their orders)
  await db.execute(
    sql`UPDATE "clients" SET "role" = 'preparateur' WHERE "id" IN (SELECT "client_id" FROM "preparateurs" WHERE "client_id" IS NOT NULL);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "societes_centres_de_cout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "references_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listes_achat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listes_achat_lignes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approbations_lignes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approbations_plafonds_depasses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "approbations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "devis_lignes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "devis" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "societes_centres_de_cout" CASCADE;
  DROP TABLE "references_clients" CASCADE;
  DROP TABLE "listes_achat" CASCADE;
  DROP TABLE "listes_achat_lignes" CASCADE;
  DROP TABLE "approbations_lignes" CASCADE;
  DROP TABLE "approbations_plafonds_depasses" CASCADE;
  DROP TABLE "approbations" CASCADE;
  DROP TABLE "devis_lignes" CASCADE;
  DROP TABLE "devis" CASCADE;
  ALTER TABLE "produits" DROP CONSTRAINT "produits_remplace_par_id_produits_id_fk";
  
  ALTER TABLE "produits_rels" DROP CONSTRAINT "produits_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_references_clients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listes_achat_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listes_achat_lignes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_approbations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_devis_fk";
  
  DROP INDEX "produits_ean_idx";
  DROP INDEX "produits_remplace_par_idx";
  DROP INDEX "produits_rels_media_id_idx";
  DROP INDEX "clients_role_idx";
  DROP INDEX "erp_orders_request_key_idx";
  DROP INDEX "payload_locked_documents_rels_references_clients_id_idx";
  DROP INDEX "payload_locked_documents_rels_listes_achat_id_idx";
  DROP INDEX "payload_locked_documents_rels_listes_achat_lignes_id_idx";
  DROP INDEX "payload_locked_documents_rels_approbations_id_idx";
  DROP INDEX "payload_locked_documents_rels_devis_id_idx";
  ALTER TABLE "produits" DROP COLUMN "ean";
  ALTER TABLE "produits" DROP COLUMN "remplace_par_id";
  ALTER TABLE "produits_rels" DROP COLUMN "media_id";
  ALTER TABLE "clients" DROP COLUMN "role";
  ALTER TABLE "clients" DROP COLUMN "plafond_commande_ht";
  ALTER TABLE "clients" DROP COLUMN "plafond_mensuel_ht";
  ALTER TABLE "erp_orders" DROP COLUMN "cost_centre";
  ALTER TABLE "erp_orders" DROP COLUMN "request_key";
  ALTER TABLE "erp_orders" DROP COLUMN "shipped_at";
  ALTER TABLE "erp_orders" DROP COLUMN "delivery_note_number";
  ALTER TABLE "payments" DROP COLUMN "cost_centre";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "references_clients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listes_achat_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listes_achat_lignes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "approbations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "devis_id";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_raison_sociale";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_siret";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_tva";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_adresse";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_conditions_paiement";
  ALTER TABLE "site_settings" DROP COLUMN "documents_emetteur_mentions";
  DROP TYPE "public"."enum_clients_role";
  DROP TYPE "public"."enum_approbations_plafonds_depasses";
  DROP TYPE "public"."enum_approbations_statut";
  DROP TYPE "public"."enum_approbations_adresse_livraison_country";
  DROP TYPE "public"."enum_devis_statut";`)
}
