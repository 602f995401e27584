import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`erp_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`origin\` text DEFAULT 'EPS' NOT NULL,
  	\`status\` text DEFAULT 'cart' NOT NULL,
  	\`amount_ht\` numeric DEFAULT 0,
  	\`delivery_ht\` numeric DEFAULT 0,
  	\`total_ht\` numeric DEFAULT 0,
  	\`po_reference\` text,
  	\`delivery_address_name\` text,
  	\`delivery_address_street\` text,
  	\`delivery_address_postal_code\` text,
  	\`delivery_address_city\` text,
  	\`delivery_address_country\` text,
  	\`placed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_orders_client_idx\` ON \`erp_orders\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_origin_idx\` ON \`erp_orders\` (\`origin\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_status_idx\` ON \`erp_orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_updated_at_idx\` ON \`erp_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_created_at_idx\` ON \`erp_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`erp_order_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`unit_price_ht\` numeric NOT NULL,
  	\`amount_ht\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`erp_orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_order_lines_order_idx\` ON \`erp_order_lines\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_order_lines_product_idx\` ON \`erp_order_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_order_lines_updated_at_idx\` ON \`erp_order_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erp_order_lines_created_at_idx\` ON \`erp_order_lines\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_product_idx\` ON \`erp_order_lines\` (\`order_id\`,\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`erp_prices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer,
  	\`societe_id\` integer,
  	\`product_id\` integer NOT NULL,
  	\`base_ht\` numeric NOT NULL,
  	\`promotion_mode\` text,
  	\`promotion_value\` numeric,
  	\`promotion_starts_at\` text,
  	\`promotion_ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_prices_client_idx\` ON \`erp_prices\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_prices_societe_idx\` ON \`erp_prices\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_prices_product_idx\` ON \`erp_prices\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_prices_updated_at_idx\` ON \`erp_prices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erp_prices_created_at_idx\` ON \`erp_prices\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_product_idx\` ON \`erp_prices\` (\`client_id\`,\`product_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`societe_product_idx\` ON \`erp_prices\` (\`societe_id\`,\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`erp_stocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`depot\` text NOT NULL,
  	\`quantity\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_stocks_product_idx\` ON \`erp_stocks\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_stocks_updated_at_idx\` ON \`erp_stocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erp_stocks_created_at_idx\` ON \`erp_stocks\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_depot_idx\` ON \`erp_stocks\` (\`product_id\`,\`depot\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erp_orders_id\` integer REFERENCES erp_orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erp_order_lines_id\` integer REFERENCES erp_order_lines(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erp_prices_id\` integer REFERENCES erp_prices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erp_stocks_id\` integer REFERENCES erp_stocks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_order_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_order_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_stocks_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_stocks_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`delivery_free_threshold_ht\` numeric DEFAULT 300 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`delivery_flat_fee_ht\` numeric DEFAULT 15 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`erp_orders\`;`)
  await db.run(sql`DROP TABLE \`erp_order_lines\`;`)
  await db.run(sql`DROP TABLE \`erp_prices\`;`)
  await db.run(sql`DROP TABLE \`erp_stocks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`editors_id\` integer,
  	\`newsletter_signups_id\` integer,
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
  	FOREIGN KEY (\`editors_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_signups_id\`) REFERENCES \`newsletter_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "editors_id", "newsletter_signups_id") SELECT "id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "editors_id", "newsletter_signups_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_signups_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`delivery_free_threshold_ht\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`delivery_flat_fee_ht\`;`)
}
