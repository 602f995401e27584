import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`societes_centres_de_cout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`libelle\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`societes_centres_de_cout_order_idx\` ON \`societes_centres_de_cout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`societes_centres_de_cout_parent_id_idx\` ON \`societes_centres_de_cout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`references_clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`societe_id\` integer NOT NULL,
  	\`produit_id\` integer NOT NULL,
  	\`reference\` text NOT NULL,
  	\`reference_cle\` text,
  	\`modifie_par_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`produit_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`modifie_par_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`references_clients_societe_idx\` ON \`references_clients\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`references_clients_produit_idx\` ON \`references_clients\` (\`produit_id\`);`)
  await db.run(sql`CREATE INDEX \`references_clients_modifie_par_idx\` ON \`references_clients\` (\`modifie_par_id\`);`)
  await db.run(sql`CREATE INDEX \`references_clients_updated_at_idx\` ON \`references_clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`references_clients_created_at_idx\` ON \`references_clients\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`societe_produit_idx\` ON \`references_clients\` (\`societe_id\`,\`produit_id\`);`)
  await db.run(sql`CREATE INDEX \`societe_reference_cle_idx\` ON \`references_clients\` (\`societe_id\`,\`reference_cle\`);`)
  await db.run(sql`CREATE TABLE \`listes_achat\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`nom_normalise\` text,
  	\`societe_id\` integer,
  	\`client_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listes_achat_nom_normalise_idx\` ON \`listes_achat\` (\`nom_normalise\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_societe_idx\` ON \`listes_achat\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_client_idx\` ON \`listes_achat\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_updated_at_idx\` ON \`listes_achat\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_created_at_idx\` ON \`listes_achat\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`societe_nom_normalise_idx\` ON \`listes_achat\` (\`societe_id\`,\`nom_normalise\`);`)
  await db.run(sql`CREATE TABLE \`listes_achat_lignes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`liste_id\` integer NOT NULL,
  	\`produit_id\` integer NOT NULL,
  	\`quantite\` numeric NOT NULL,
  	\`ajoute_par_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`liste_id\`) REFERENCES \`listes_achat\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`produit_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ajoute_par_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`listes_achat_lignes_liste_idx\` ON \`listes_achat_lignes\` (\`liste_id\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_lignes_produit_idx\` ON \`listes_achat_lignes\` (\`produit_id\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_lignes_ajoute_par_idx\` ON \`listes_achat_lignes\` (\`ajoute_par_id\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_lignes_updated_at_idx\` ON \`listes_achat_lignes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listes_achat_lignes_created_at_idx\` ON \`listes_achat_lignes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`liste_produit_idx\` ON \`listes_achat_lignes\` (\`liste_id\`,\`produit_id\`);`)
  await db.run(sql`CREATE TABLE \`approbations_lignes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`produit_id\` integer NOT NULL,
  	\`quantite\` numeric NOT NULL,
  	\`prix_unitaire_ht\` numeric NOT NULL,
  	\`montant_ht\` numeric NOT NULL,
  	FOREIGN KEY (\`produit_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`approbations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`approbations_lignes_order_idx\` ON \`approbations_lignes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`approbations_lignes_parent_id_idx\` ON \`approbations_lignes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`approbations_lignes_produit_idx\` ON \`approbations_lignes\` (\`produit_id\`);`)
  await db.run(sql`CREATE TABLE \`approbations_plafonds_depasses\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`approbations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`approbations_plafonds_depasses_order_idx\` ON \`approbations_plafonds_depasses\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`approbations_plafonds_depasses_parent_idx\` ON \`approbations_plafonds_depasses\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`approbations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`societe_id\` integer NOT NULL,
  	\`statut\` text DEFAULT 'en_attente' NOT NULL,
  	\`montant_ht\` numeric NOT NULL,
  	\`livraison_ht\` numeric NOT NULL,
  	\`total_ht\` numeric NOT NULL,
  	\`centre_de_cout\` text,
  	\`centre_de_cout_libelle\` text,
  	\`reference_commande\` text,
  	\`adresse_livraison_name\` text NOT NULL,
  	\`adresse_livraison_street\` text NOT NULL,
  	\`adresse_livraison_postal_code\` text NOT NULL,
  	\`adresse_livraison_city\` text NOT NULL,
  	\`adresse_livraison_country\` text NOT NULL,
  	\`plafonds_par_commande_ht\` numeric,
  	\`plafonds_mensuel_ht\` numeric,
  	\`plafonds_depense_mois_ht\` numeric,
  	\`commentaire\` text,
  	\`decide_par_id\` integer,
  	\`decide_le\` text,
  	\`commande\` text,
  	\`remise_au_panier_le\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`decide_par_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`approbations_client_idx\` ON \`approbations\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`approbations_societe_idx\` ON \`approbations\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`approbations_statut_idx\` ON \`approbations\` (\`statut\`);`)
  await db.run(sql`CREATE INDEX \`approbations_decide_par_idx\` ON \`approbations\` (\`decide_par_id\`);`)
  await db.run(sql`CREATE INDEX \`approbations_commande_idx\` ON \`approbations\` (\`commande\`);`)
  await db.run(sql`CREATE INDEX \`approbations_updated_at_idx\` ON \`approbations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`approbations_created_at_idx\` ON \`approbations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`devis_lignes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`produit_id\` integer NOT NULL,
  	\`reference\` text,
  	\`titre\` text,
  	\`quantite\` numeric NOT NULL,
  	\`prix_boutique_ht\` numeric,
  	\`prix_unitaire_ht\` numeric,
  	FOREIGN KEY (\`produit_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`devis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`devis_lignes_order_idx\` ON \`devis_lignes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`devis_lignes_parent_id_idx\` ON \`devis_lignes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`devis_lignes_produit_idx\` ON \`devis_lignes\` (\`produit_id\`);`)
  await db.run(sql`CREATE TABLE \`devis\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`numero\` text,
  	\`statut\` text DEFAULT 'demande' NOT NULL,
  	\`valide_jusqu_au\` text,
  	\`reponse\` text,
  	\`note_interne\` text,
  	\`societe_id\` integer,
  	\`client_id\` integer,
  	\`message\` text,
  	\`envoye_le\` text,
  	\`accepte_le\` text,
  	\`refuse_le\` text,
  	\`accepte_par_id\` integer,
  	\`commande\` text,
  	\`commande_le\` text,
  	\`traite_par_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`accepte_par_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`traite_par_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`devis_numero_idx\` ON \`devis\` (\`numero\`);`)
  await db.run(sql`CREATE INDEX \`devis_statut_idx\` ON \`devis\` (\`statut\`);`)
  await db.run(sql`CREATE INDEX \`devis_valide_jusqu_au_idx\` ON \`devis\` (\`valide_jusqu_au\`);`)
  await db.run(sql`CREATE INDEX \`devis_societe_idx\` ON \`devis\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`devis_client_idx\` ON \`devis\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`devis_accepte_par_idx\` ON \`devis\` (\`accepte_par_id\`);`)
  await db.run(sql`CREATE INDEX \`devis_traite_par_idx\` ON \`devis\` (\`traite_par_id\`);`)
  await db.run(sql`CREATE INDEX \`devis_updated_at_idx\` ON \`devis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`devis_created_at_idx\` ON \`devis\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`produits\` ADD \`ean\` text;`)
  await db.run(sql`ALTER TABLE \`produits\` ADD \`remplace_par_id\` integer REFERENCES produits(id);`)
  await db.run(sql`CREATE INDEX \`produits_ean_idx\` ON \`produits\` (\`ean\`);`)
  await db.run(sql`CREATE INDEX \`produits_remplace_par_idx\` ON \`produits\` (\`remplace_par_id\`);`)
  await db.run(sql`ALTER TABLE \`produits_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`produits_rels_media_id_idx\` ON \`produits_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`role\` text DEFAULT 'acheteur';`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`plafond_commande_ht\` numeric;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`plafond_mensuel_ht\` numeric;`)
  await db.run(sql`CREATE INDEX \`clients_role_idx\` ON \`clients\` (\`role\`);`)
  await db.run(sql`ALTER TABLE \`erp_orders\` ADD \`cost_centre\` text;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` ADD \`request_key\` text;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` ADD \`shipped_at\` text;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` ADD \`delivery_note_number\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`erp_orders_request_key_idx\` ON \`erp_orders\` (\`request_key\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`cost_centre\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`references_clients_id\` integer REFERENCES references_clients(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listes_achat_id\` integer REFERENCES listes_achat(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listes_achat_lignes_id\` integer REFERENCES listes_achat_lignes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`approbations_id\` integer REFERENCES approbations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`devis_id\` integer REFERENCES devis(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`references_clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listes_achat_id_idx\` ON \`payload_locked_documents_rels\` (\`listes_achat_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listes_achat_lignes_id_idx\` ON \`payload_locked_documents_rels\` (\`listes_achat_lignes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_approbations_id_idx\` ON \`payload_locked_documents_rels\` (\`approbations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_devis_id_idx\` ON \`payload_locked_documents_rels\` (\`devis_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_raison_sociale\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_siret\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_tva\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_adresse\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_conditions_paiement\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_mentions\` text;`)
  // clients already listed as a company's preparers take the préparateur role (written by hand: the role is what the
  // server reads to refuse their orders)
  await db.run(
    sql`UPDATE \`clients\` SET \`role\` = 'preparateur' WHERE \`id\` IN (SELECT \`client_id\` FROM \`preparateurs\` WHERE \`client_id\` IS NOT NULL);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`societes_centres_de_cout\`;`)
  await db.run(sql`DROP TABLE \`references_clients\`;`)
  await db.run(sql`DROP TABLE \`listes_achat\`;`)
  await db.run(sql`DROP TABLE \`listes_achat_lignes\`;`)
  await db.run(sql`DROP TABLE \`approbations_lignes\`;`)
  await db.run(sql`DROP TABLE \`approbations_plafonds_depasses\`;`)
  await db.run(sql`DROP TABLE \`approbations\`;`)
  await db.run(sql`DROP TABLE \`devis_lignes\`;`)
  await db.run(sql`DROP TABLE \`devis\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_produits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`should_be_displayed\` integer DEFAULT true,
  	\`dimasys_reference\` text NOT NULL,
  	\`marque_id\` integer,
  	\`description\` text,
  	\`fiche_technique_id\` integer,
  	\`prix_base_with_taxes\` numeric,
  	\`prix_promotion_with_taxes\` numeric,
  	\`prix_promotion_type\` text,
  	\`taxes\` numeric DEFAULT 20,
  	\`delai_a_confirmer\` integer DEFAULT false,
  	\`cart_increment\` numeric DEFAULT 1,
  	\`quantity_min_to_buy\` numeric DEFAULT 1,
  	\`sale_unit\` text DEFAULT 'EA',
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`marque_id\`) REFERENCES \`marques\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`fiche_technique_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_produits\`("id", "titre", "slug", "should_be_displayed", "dimasys_reference", "marque_id", "description", "fiche_technique_id", "prix_base_with_taxes", "prix_promotion_with_taxes", "prix_promotion_type", "taxes", "delai_a_confirmer", "cart_increment", "quantity_min_to_buy", "sale_unit", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "titre", "slug", "should_be_displayed", "dimasys_reference", "marque_id", "description", "fiche_technique_id", "prix_base_with_taxes", "prix_promotion_with_taxes", "prix_promotion_type", "taxes", "delai_a_confirmer", "cart_increment", "quantity_min_to_buy", "sale_unit", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`produits\`;`)
  await db.run(sql`DROP TABLE \`produits\`;`)
  await db.run(sql`ALTER TABLE \`__new_produits\` RENAME TO \`produits\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`produits_titre_idx\` ON \`produits\` (\`titre\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produits_slug_idx\` ON \`produits\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`produits_should_be_displayed_idx\` ON \`produits\` (\`should_be_displayed\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produits_dimasys_reference_idx\` ON \`produits\` (\`dimasys_reference\`);`)
  await db.run(sql`CREATE INDEX \`produits_marque_idx\` ON \`produits\` (\`marque_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_fiche_technique_idx\` ON \`produits\` (\`fiche_technique_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_meta_meta_image_idx\` ON \`produits\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_updated_at_idx\` ON \`produits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`produits_created_at_idx\` ON \`produits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_produits_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`produits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produits_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_produits_rels\`("id", "order", "parent_id", "path", "categories_id", "produits_id") SELECT "id", "order", "parent_id", "path", "categories_id", "produits_id" FROM \`produits_rels\`;`)
  await db.run(sql`DROP TABLE \`produits_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_produits_rels\` RENAME TO \`produits_rels\`;`)
  await db.run(sql`CREATE INDEX \`produits_rels_order_idx\` ON \`produits_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_parent_idx\` ON \`produits_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_path_idx\` ON \`produits_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_categories_id_idx\` ON \`produits_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_produits_id_idx\` ON \`produits_rels\` (\`produits_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`produits_id\` integer,
  	\`catalogues_id\` integer,
  	\`categories_id\` integer,
  	\`marques_id\` integer,
  	\`expertises_id\` integer,
  	\`solutions_id\` integer,
  	\`services_id\` integer,
  	\`case_studies_id\` integer,
  	\`articles_id\` integer,
  	\`evenements_id\` integer,
  	\`brochures_id\` integer,
  	\`jobs_id\` integer,
  	\`faq_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`clients_id\` integer,
  	\`societes_id\` integer,
  	\`preparateurs_id\` integer,
  	\`favoris_id\` integer,
  	\`adresses_id\` integer,
  	\`account_requests_id\` integer,
  	\`editors_id\` integer,
  	\`newsletter_signups_id\` integer,
  	\`contact_requests_id\` integer,
  	\`outbox_mails_id\` integer,
  	\`chat_notifications_id\` integer,
  	\`captcha_uses_id\` integer,
  	\`search_events_id\` integer,
  	\`synonymes_recherche_id\` integer,
  	\`search_queries_id\` integer,
  	\`erp_orders_id\` integer,
  	\`erp_order_lines_id\` integer,
  	\`erp_prices_id\` integer,
  	\`erp_stocks_id\` integer,
  	\`punchout_buyers_id\` integer,
  	\`punchout_sessions_id\` integer,
  	\`punchout_orders_id\` integer,
  	\`payments_id\` integer,
  	\`stripe_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produits_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogues_id\`) REFERENCES \`catalogues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`marques_id\`) REFERENCES \`marques\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`evenements_id\`) REFERENCES \`evenements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brochures_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`societes_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`preparateurs_id\`) REFERENCES \`preparateurs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favoris_id\`) REFERENCES \`favoris\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`adresses_id\`) REFERENCES \`adresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_requests_id\`) REFERENCES \`account_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_signups_id\`) REFERENCES \`newsletter_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_mails_id\`) REFERENCES \`outbox_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_notifications_id\`) REFERENCES \`chat_notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_events_id\`) REFERENCES \`search_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`synonymes_recherche_id\`) REFERENCES \`synonymes_recherche\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_orders_id\`) REFERENCES \`erp_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_order_lines_id\`) REFERENCES \`erp_order_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_prices_id\`) REFERENCES \`erp_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_stocks_id\`) REFERENCES \`erp_stocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`punchout_buyers_id\`) REFERENCES \`punchout_buyers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`punchout_sessions_id\`) REFERENCES \`punchout_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`punchout_orders_id\`) REFERENCES \`punchout_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "favoris_id", "adresses_id", "account_requests_id", "editors_id", "newsletter_signups_id", "contact_requests_id", "outbox_mails_id", "chat_notifications_id", "captcha_uses_id", "search_events_id", "synonymes_recherche_id", "search_queries_id", "erp_orders_id", "erp_order_lines_id", "erp_prices_id", "erp_stocks_id", "punchout_buyers_id", "punchout_sessions_id", "punchout_orders_id", "payments_id", "stripe_events_id") SELECT "id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "favoris_id", "adresses_id", "account_requests_id", "editors_id", "newsletter_signups_id", "contact_requests_id", "outbox_mails_id", "chat_notifications_id", "captcha_uses_id", "search_events_id", "synonymes_recherche_id", "search_queries_id", "erp_orders_id", "erp_order_lines_id", "erp_prices_id", "erp_stocks_id", "punchout_buyers_id", "punchout_sessions_id", "punchout_orders_id", "payments_id", "stripe_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_produits_id_idx\` ON \`payload_locked_documents_rels\` (\`produits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalogues_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_marques_id_idx\` ON \`payload_locked_documents_rels\` (\`marques_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_expertises_id_idx\` ON \`payload_locked_documents_rels\` (\`expertises_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_evenements_id_idx\` ON \`payload_locked_documents_rels\` (\`evenements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brochures_id_idx\` ON \`payload_locked_documents_rels\` (\`brochures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_societes_id_idx\` ON \`payload_locked_documents_rels\` (\`societes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_preparateurs_id_idx\` ON \`payload_locked_documents_rels\` (\`preparateurs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favoris_id_idx\` ON \`payload_locked_documents_rels\` (\`favoris_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_adresses_id_idx\` ON \`payload_locked_documents_rels\` (\`adresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`account_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_signups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_events_id_idx\` ON \`payload_locked_documents_rels\` (\`search_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_synonymes_recherche_id_idx\` ON \`payload_locked_documents_rels\` (\`synonymes_recherche_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_order_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_order_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_stocks_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_stocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_punchout_buyers_id_idx\` ON \`payload_locked_documents_rels\` (\`punchout_buyers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_punchout_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`punchout_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_punchout_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`punchout_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`DROP INDEX \`clients_role_idx\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`plafond_commande_ht\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`plafond_mensuel_ht\`;`)
  await db.run(sql`DROP INDEX \`erp_orders_request_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` DROP COLUMN \`cost_centre\`;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` DROP COLUMN \`request_key\`;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` DROP COLUMN \`shipped_at\`;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` DROP COLUMN \`delivery_note_number\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`cost_centre\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_raison_sociale\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_siret\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_tva\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_adresse\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_conditions_paiement\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_mentions\`;`)
}
