import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_devis_statut" AS ENUM('demande', 'envoye', 'accepte', 'expire', 'refuse');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listes_achat_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listes_achat_lignes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "devis_id" integer;
  ALTER TABLE "listes_achat" ADD CONSTRAINT "listes_achat_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat" ADD CONSTRAINT "listes_achat_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat_lignes" ADD CONSTRAINT "listes_achat_lignes_liste_id_listes_achat_id_fk" FOREIGN KEY ("liste_id") REFERENCES "public"."listes_achat"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat_lignes" ADD CONSTRAINT "listes_achat_lignes_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listes_achat_lignes" ADD CONSTRAINT "listes_achat_lignes_ajoute_par_id_clients_id_fk" FOREIGN KEY ("ajoute_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis_lignes" ADD CONSTRAINT "devis_lignes_produit_id_produits_id_fk" FOREIGN KEY ("produit_id") REFERENCES "public"."produits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis_lignes" ADD CONSTRAINT "devis_lignes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."devis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_accepte_par_id_clients_id_fk" FOREIGN KEY ("accepte_par_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "devis" ADD CONSTRAINT "devis_traite_par_id_editors_id_fk" FOREIGN KEY ("traite_par_id") REFERENCES "public"."editors"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listes_achat_fk" FOREIGN KEY ("listes_achat_id") REFERENCES "public"."listes_achat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listes_achat_lignes_fk" FOREIGN KEY ("listes_achat_lignes_id") REFERENCES "public"."listes_achat_lignes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_devis_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_listes_achat_id_idx" ON "payload_locked_documents_rels" USING btree ("listes_achat_id");
  CREATE INDEX "payload_locked_documents_rels_listes_achat_lignes_id_idx" ON "payload_locked_documents_rels" USING btree ("listes_achat_lignes_id");
  CREATE INDEX "payload_locked_documents_rels_devis_id_idx" ON "payload_locked_documents_rels" USING btree ("devis_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listes_achat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listes_achat_lignes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "devis_lignes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "devis" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listes_achat" CASCADE;
  DROP TABLE "listes_achat_lignes" CASCADE;
  DROP TABLE "devis_lignes" CASCADE;
  DROP TABLE "devis" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listes_achat_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listes_achat_lignes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_devis_fk";
  
  DROP INDEX "payload_locked_documents_rels_listes_achat_id_idx";
  DROP INDEX "payload_locked_documents_rels_listes_achat_lignes_id_idx";
  DROP INDEX "payload_locked_documents_rels_devis_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listes_achat_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listes_achat_lignes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "devis_id";
  DROP TYPE "public"."enum_devis_statut";`)
}
