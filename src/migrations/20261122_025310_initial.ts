import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`produits_galerie\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`produits_galerie_order_idx\` ON \`produits_galerie\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`produits_galerie_parent_id_idx\` ON \`produits_galerie\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_galerie_image_idx\` ON \`produits_galerie\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`produits_caracteristiques\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reference_carac\` text NOT NULL,
  	\`type\` text,
  	\`valeur\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`produits_caracteristiques_order_idx\` ON \`produits_caracteristiques\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`produits_caracteristiques_parent_id_idx\` ON \`produits_caracteristiques\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`produits_stock\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`depot\` text NOT NULL,
  	\`shop_qty\` numeric DEFAULT 0 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`produits_stock_order_idx\` ON \`produits_stock\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`produits_stock_parent_id_idx\` ON \`produits_stock\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`produits\` (
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
  await db.run(sql`CREATE INDEX \`produits_titre_idx\` ON \`produits\` (\`titre\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produits_slug_idx\` ON \`produits\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`produits_should_be_displayed_idx\` ON \`produits\` (\`should_be_displayed\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produits_dimasys_reference_idx\` ON \`produits\` (\`dimasys_reference\`);`)
  await db.run(sql`CREATE INDEX \`produits_marque_idx\` ON \`produits\` (\`marque_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_fiche_technique_idx\` ON \`produits\` (\`fiche_technique_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_meta_meta_image_idx\` ON \`produits\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_updated_at_idx\` ON \`produits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`produits_created_at_idx\` ON \`produits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`produits_rels\` (
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
  await db.run(sql`CREATE INDEX \`produits_rels_order_idx\` ON \`produits_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_parent_idx\` ON \`produits_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_path_idx\` ON \`produits_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_categories_id_idx\` ON \`produits_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_produits_id_idx\` ON \`produits_rels\` (\`produits_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`ordre\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogues_slug_idx\` ON \`catalogues\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`catalogues_image_idx\` ON \`catalogues\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`catalogues_updated_at_idx\` ON \`catalogues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogues_created_at_idx\` ON \`catalogues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`catalogue_id\` integer NOT NULL,
  	\`parent_id\` integer,
  	\`description\` text,
  	\`image_id\` integer,
  	\`ordre\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`catalogue_id\`) REFERENCES \`catalogues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_catalogue_idx\` ON \`categories\` (\`catalogue_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`marques\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`header_logo_id\` integer,
  	\`has_single_page\` integer DEFAULT false,
  	\`contenu\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`header_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`marques_slug_idx\` ON \`marques\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`marques_header_header_logo_idx\` ON \`marques\` (\`header_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`marques_updated_at_idx\` ON \`marques\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`marques_created_at_idx\` ON \`marques\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`expertises\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`contenu\` text,
  	\`ordre\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`expertises_slug_idx\` ON \`expertises\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`expertises_image_idx\` ON \`expertises\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`expertises_updated_at_idx\` ON \`expertises\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`expertises_created_at_idx\` ON \`expertises\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`solutions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`expertise_id\` integer NOT NULL,
  	\`description\` text,
  	\`ordre\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`expertise_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_slug_idx\` ON \`solutions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`solutions_expertise_idx\` ON \`solutions\` (\`expertise_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_updated_at_idx\` ON \`solutions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solutions_created_at_idx\` ON \`solutions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`solutions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_rels_order_idx\` ON \`solutions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_parent_idx\` ON \`solutions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_path_idx\` ON \`solutions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`solutions_rels_services_id_idx\` ON \`solutions_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`contenu\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`case_studies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`sous_titre\` text,
  	\`image_id\` integer,
  	\`expertise_id\` integer,
  	\`marque_id\` integer,
  	\`contenu\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`expertise_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`marque_id\`) REFERENCES \`marques\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_slug_idx\` ON \`case_studies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_image_idx\` ON \`case_studies\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_expertise_idx\` ON \`case_studies\` (\`expertise_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_marque_idx\` ON \`case_studies\` (\`marque_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_sous_titre\` text,
  	\`version_image_id\` integer,
  	\`version_expertise_id\` integer,
  	\`version_marque_id\` integer,
  	\`version_contenu\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_expertise_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_marque_id\`) REFERENCES \`marques\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_parent_idx\` ON \`_case_studies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_slug_idx\` ON \`_case_studies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_image_idx\` ON \`_case_studies_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_expertise_idx\` ON \`_case_studies_v\` (\`version_expertise_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_marque_idx\` ON \`_case_studies_v\` (\`version_marque_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_updated_at_idx\` ON \`_case_studies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_created_at_idx\` ON \`_case_studies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version__status_idx\` ON \`_case_studies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_created_at_idx\` ON \`_case_studies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_updated_at_idx\` ON \`_case_studies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_latest_idx\` ON \`_case_studies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`client\` text,
  	\`extrait\` text,
  	\`image_id\` integer,
  	\`contenu\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_client\` text,
  	\`version_extrait\` text,
  	\`version_image_id\` integer,
  	\`version_contenu\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`evenements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`slug\` text,
  	\`date_debut\` text,
  	\`date_fin\` text,
  	\`lieu\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`lien\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`evenements_slug_idx\` ON \`evenements\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`evenements_image_idx\` ON \`evenements\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`evenements_updated_at_idx\` ON \`evenements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`evenements_created_at_idx\` ON \`evenements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`evenements__status_idx\` ON \`evenements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_evenements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_slug\` text,
  	\`version_date_debut\` text,
  	\`version_date_fin\` text,
  	\`version_lieu\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_lien\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`evenements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_evenements_v_parent_idx\` ON \`_evenements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_version_version_slug_idx\` ON \`_evenements_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_version_version_image_idx\` ON \`_evenements_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_version_version_updated_at_idx\` ON \`_evenements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_version_version_created_at_idx\` ON \`_evenements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_version_version__status_idx\` ON \`_evenements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_created_at_idx\` ON \`_evenements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_updated_at_idx\` ON \`_evenements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_evenements_v_latest_idx\` ON \`_evenements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`brochures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`fichier_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`fichier_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brochures_slug_idx\` ON \`brochures\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`brochures_image_idx\` ON \`brochures\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`brochures_fichier_idx\` ON \`brochures\` (\`fichier_id\`);`)
  await db.run(sql`CREATE INDEX \`brochures_updated_at_idx\` ON \`brochures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brochures_created_at_idx\` ON \`brochures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brochures__status_idx\` ON \`brochures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_brochures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_fichier_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brochures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_fichier_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_brochures_v_parent_idx\` ON \`_brochures_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_slug_idx\` ON \`_brochures_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_image_idx\` ON \`_brochures_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_fichier_idx\` ON \`_brochures_v\` (\`version_fichier_id\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_updated_at_idx\` ON \`_brochures_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version_created_at_idx\` ON \`_brochures_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_version_version__status_idx\` ON \`_brochures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_created_at_idx\` ON \`_brochures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_updated_at_idx\` ON \`_brochures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brochures_v_latest_idx\` ON \`_brochures_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`slug\` text,
  	\`lieu\` text,
  	\`type_contrat\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_slug\` text,
  	\`version_lieu\` text,
  	\`version_type_contrat\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`reponse\` text,
  	\`categorie\` text,
  	\`ordre\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq__status_idx\` ON \`faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_question\` text,
  	\`version_reponse\` text,
  	\`version_categorie\` text,
  	\`version_ordre\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_idx\` ON \`_faq_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_updated_at_idx\` ON \`_faq_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_created_at_idx\` ON \`_faq_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version__status_idx\` ON \`_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_created_at_idx\` ON \`_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_updated_at_idx\` ON \`_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_latest_idx\` ON \`_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`slug\` text,
  	\`chapeau\` text,
  	\`contenu\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_slug\` text,
  	\`version_chapeau\` text,
  	\`version_contenu\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`clients_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_sessions_order_idx\` ON \`clients_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clients_sessions_parent_id_idx\` ON \`clients_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`firstname\` text,
  	\`lastname\` text,
  	\`societe_id\` integer,
  	\`last_dimasys_order\` text,
  	\`dimasys_type\` numeric,
  	\`dimasys_credit_limit\` numeric,
  	\`coupa\` integer DEFAULT false,
  	\`compte_desactive\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_societe_idx\` ON \`clients\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_updated_at_idx\` ON \`clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clients_created_at_idx\` ON \`clients\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`clients_email_idx\` ON \`clients\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`societes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`raison_sociale\` text NOT NULL,
  	\`numero_client\` text,
  	\`siret\` text,
  	\`tva\` text,
  	\`adresse_rue\` text,
  	\`adresse_code_postal\` text,
  	\`adresse_ville\` text,
  	\`adresse_pays\` text DEFAULT 'FR',
  	\`telephone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`societes_numero_client_idx\` ON \`societes\` (\`numero_client\`);`)
  await db.run(sql`CREATE INDEX \`societes_updated_at_idx\` ON \`societes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`societes_created_at_idx\` ON \`societes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`preparateurs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`firstname\` text,
  	\`lastname\` text,
  	\`email\` text NOT NULL,
  	\`societe_id\` integer NOT NULL,
  	\`client_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`preparateurs_societe_idx\` ON \`preparateurs\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`preparateurs_client_idx\` ON \`preparateurs\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`preparateurs_updated_at_idx\` ON \`preparateurs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`preparateurs_created_at_idx\` ON \`preparateurs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`editors_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_sessions_order_idx\` ON \`editors_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`editors_sessions_parent_id_idx\` ON \`editors_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`editors_updated_at_idx\` ON \`editors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editors_created_at_idx\` ON \`editors\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`editors_email_idx\` ON \`editors\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`editors_id\` integer,
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
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editors_id_idx\` ON \`payload_locked_documents_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`clients_id\` integer,
  	\`editors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_clients_id_idx\` ON \`payload_preferences_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_editors_id_idx\` ON \`payload_preferences_rels\` (\`editors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`nav_exp_l3\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_id\` integer NOT NULL,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_exp_l2\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_exp_l3_order_idx\` ON \`nav_exp_l3\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_exp_l3_parent_id_idx\` ON \`nav_exp_l3\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_exp_l3_service_idx\` ON \`nav_exp_l3\` (\`service_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_exp_l2\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`solution_id\` integer NOT NULL,
  	FOREIGN KEY (\`solution_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_exp_l1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_exp_l2_order_idx\` ON \`nav_exp_l2\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_exp_l2_parent_id_idx\` ON \`nav_exp_l2\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_exp_l2_solution_idx\` ON \`nav_exp_l2\` (\`solution_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_exp_l1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`expertise_id\` integer NOT NULL,
  	FOREIGN KEY (\`expertise_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_exp_l1_order_idx\` ON \`nav_exp_l1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_exp_l1_parent_id_idx\` ON \`nav_exp_l1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_exp_l1_expertise_idx\` ON \`nav_exp_l1\` (\`expertise_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_cat_l3\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`categorie_level_2_id\` integer NOT NULL,
  	FOREIGN KEY (\`categorie_level_2_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_cat_l2\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_cat_l3_order_idx\` ON \`nav_cat_l3\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_cat_l3_parent_id_idx\` ON \`nav_cat_l3\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_cat_l3_categorie_level_2_idx\` ON \`nav_cat_l3\` (\`categorie_level_2_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_cat_l2\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`categorie_level_1_id\` integer NOT NULL,
  	FOREIGN KEY (\`categorie_level_1_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_cat_l1\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_cat_l2_order_idx\` ON \`nav_cat_l2\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_cat_l2_parent_id_idx\` ON \`nav_cat_l2\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_cat_l2_categorie_level_1_idx\` ON \`nav_cat_l2\` (\`categorie_level_1_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_cat_l1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`catalogue_id\` integer NOT NULL,
  	FOREIGN KEY (\`catalogue_id\`) REFERENCES \`catalogues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_cat_l1_order_idx\` ON \`nav_cat_l1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_cat_l1_parent_id_idx\` ON \`nav_cat_l1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_cat_l1_catalogue_idx\` ON \`nav_cat_l1\` (\`catalogue_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nos_expertises_label_level_1\` text DEFAULT 'Nos expertises',
  	\`nos_catalogues_label_level_1\` text DEFAULT 'Nos catalogues',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`accueil\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text NOT NULL,
  	\`sous_titre\` text,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`accueil_image_idx\` ON \`accueil\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`accueil_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`expertises_id\` integer,
  	\`catalogues_id\` integer,
  	\`produits_id\` integer,
  	\`marques_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accueil\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`expertises_id\`) REFERENCES \`expertises\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogues_id\`) REFERENCES \`catalogues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produits_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`marques_id\`) REFERENCES \`marques\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accueil_rels_order_idx\` ON \`accueil_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`accueil_rels_parent_idx\` ON \`accueil_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accueil_rels_path_idx\` ON \`accueil_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`accueil_rels_expertises_id_idx\` ON \`accueil_rels\` (\`expertises_id\`);`)
  await db.run(sql`CREATE INDEX \`accueil_rels_catalogues_id_idx\` ON \`accueil_rels\` (\`catalogues_id\`);`)
  await db.run(sql`CREATE INDEX \`accueil_rels_produits_id_idx\` ON \`accueil_rels\` (\`produits_id\`);`)
  await db.run(sql`CREATE INDEX \`accueil_rels_marques_id_idx\` ON \`accueil_rels\` (\`marques_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text DEFAULT 'Recevez nos nouveautés et offres professionnelles' NOT NULL,
  	\`privacy_terms\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`adresse\` text NOT NULL,
  	\`telephone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_offices_order_idx\` ON \`site_settings_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_offices_parent_id_idx\` ON \`site_settings_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reseau\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_order_idx\` ON \`site_settings_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_parent_id_idx\` ON \`site_settings_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`telephone_principal\` text,
  	\`email_contact\` text,
  	\`blog_url\` text,
  	\`low_stock_threshold\` numeric DEFAULT 3 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`produits_galerie\`;`)
  await db.run(sql`DROP TABLE \`produits_caracteristiques\`;`)
  await db.run(sql`DROP TABLE \`produits_stock\`;`)
  await db.run(sql`DROP TABLE \`produits\`;`)
  await db.run(sql`DROP TABLE \`produits_rels\`;`)
  await db.run(sql`DROP TABLE \`catalogues\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`marques\`;`)
  await db.run(sql`DROP TABLE \`expertises\`;`)
  await db.run(sql`DROP TABLE \`solutions\`;`)
  await db.run(sql`DROP TABLE \`solutions_rels\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`evenements\`;`)
  await db.run(sql`DROP TABLE \`_evenements_v\`;`)
  await db.run(sql`DROP TABLE \`brochures\`;`)
  await db.run(sql`DROP TABLE \`_brochures_v\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`clients_sessions\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`DROP TABLE \`societes\`;`)
  await db.run(sql`DROP TABLE \`preparateurs\`;`)
  await db.run(sql`DROP TABLE \`editors_sessions\`;`)
  await db.run(sql`DROP TABLE \`editors\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`nav_exp_l3\`;`)
  await db.run(sql`DROP TABLE \`nav_exp_l2\`;`)
  await db.run(sql`DROP TABLE \`nav_exp_l1\`;`)
  await db.run(sql`DROP TABLE \`nav_cat_l3\`;`)
  await db.run(sql`DROP TABLE \`nav_cat_l2\`;`)
  await db.run(sql`DROP TABLE \`nav_cat_l1\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`accueil\`;`)
  await db.run(sql`DROP TABLE \`accueil_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter\`;`)
  await db.run(sql`DROP TABLE \`site_settings_offices\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
