import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`produits\` ADD \`remplace_par_id\` integer REFERENCES produits(id);`)
  await db.run(sql`CREATE INDEX \`produits_remplace_par_idx\` ON \`produits\` (\`remplace_par_id\`);`)
  await db.run(sql`ALTER TABLE \`produits_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`produits_rels_media_id_idx\` ON \`produits_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`erp_orders\` ADD \`shipped_at\` text;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` ADD \`delivery_note_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_raison_sociale\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_siret\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_tva\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_adresse\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_conditions_paiement\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`documents_emetteur_mentions\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`erp_orders\` DROP COLUMN \`shipped_at\`;`)
  await db.run(sql`ALTER TABLE \`erp_orders\` DROP COLUMN \`delivery_note_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_raison_sociale\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_siret\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_tva\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_adresse\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_conditions_paiement\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`documents_emetteur_mentions\`;`)
}
