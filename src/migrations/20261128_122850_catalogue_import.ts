import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`groupes_fournisseurs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`groupe\` text NOT NULL,
  	\`nom\` text,
  	\`parent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`groupes_fournisseurs_groupe_idx\` ON \`groupes_fournisseurs\` (\`groupe\`);`)
  await db.run(sql`CREATE INDEX \`groupes_fournisseurs_updated_at_idx\` ON \`groupes_fournisseurs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`groupes_fournisseurs_created_at_idx\` ON \`groupes_fournisseurs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`groupes_fournisseurs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`groupes_fournisseurs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`groupes_fournisseurs_rels_order_idx\` ON \`groupes_fournisseurs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`groupes_fournisseurs_rels_parent_idx\` ON \`groupes_fournisseurs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`groupes_fournisseurs_rels_path_idx\` ON \`groupes_fournisseurs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`groupes_fournisseurs_rels_categories_id_idx\` ON \`groupes_fournisseurs_rels\` (\`categories_id\`);`)
  await db.run(sql`ALTER TABLE \`produits_caracteristiques\` ADD \`code\` text;`)
  await db.run(sql`ALTER TABLE \`produits\` ADD \`reference_fabricant\` text;`)
  await db.run(sql`ALTER TABLE \`produits\` ADD \`classe_etim\` text;`)
  await db.run(sql`ALTER TABLE \`produits\` ADD \`import_trace\` text;`)
  await db.run(sql`CREATE INDEX \`produits_reference_fabricant_idx\` ON \`produits\` (\`reference_fabricant\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`groupes_fournisseurs_id\` integer REFERENCES groupes_fournisseurs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_groupes_fournisseurs_id_idx\` ON \`payload_locked_documents_rels\` (\`groupes_fournisseurs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`groupes_fournisseurs\`;`)
  await db.run(sql`DROP TABLE \`groupes_fournisseurs_rels\`;`)
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
  	\`favoris_id\` integer,
  	\`references_clients_id\` integer,
  	\`listes_achat_id\` integer,
  	\`listes_achat_lignes_id\` integer,
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
  	\`approbations_id\` integer,
  	\`devis_id\` integer,
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
  	FOREIGN KEY (\`references_clients_id\`) REFERENCES \`references_clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listes_achat_id\`) REFERENCES \`listes_achat\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listes_achat_lignes_id\`) REFERENCES \`listes_achat_lignes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`approbations_id\`) REFERENCES \`approbations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`devis_id\`) REFERENCES \`devis\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "favoris_id", "references_clients_id", "listes_achat_id", "listes_achat_lignes_id", "adresses_id", "account_requests_id", "editors_id", "newsletter_signups_id", "contact_requests_id", "outbox_mails_id", "chat_notifications_id", "captcha_uses_id", "search_events_id", "synonymes_recherche_id", "search_queries_id", "erp_orders_id", "erp_order_lines_id", "erp_prices_id", "erp_stocks_id", "punchout_buyers_id", "punchout_sessions_id", "punchout_orders_id", "payments_id", "stripe_events_id", "approbations_id", "devis_id") SELECT "id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "favoris_id", "references_clients_id", "listes_achat_id", "listes_achat_lignes_id", "adresses_id", "account_requests_id", "editors_id", "newsletter_signups_id", "contact_requests_id", "outbox_mails_id", "chat_notifications_id", "captcha_uses_id", "search_events_id", "synonymes_recherche_id", "search_queries_id", "erp_orders_id", "erp_order_lines_id", "erp_prices_id", "erp_stocks_id", "punchout_buyers_id", "punchout_sessions_id", "punchout_orders_id", "payments_id", "stripe_events_id", "approbations_id", "devis_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favoris_id_idx\` ON \`payload_locked_documents_rels\` (\`favoris_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`references_clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listes_achat_id_idx\` ON \`payload_locked_documents_rels\` (\`listes_achat_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listes_achat_lignes_id_idx\` ON \`payload_locked_documents_rels\` (\`listes_achat_lignes_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_approbations_id_idx\` ON \`payload_locked_documents_rels\` (\`approbations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_devis_id_idx\` ON \`payload_locked_documents_rels\` (\`devis_id\`);`)
  await db.run(sql`DROP INDEX \`produits_reference_fabricant_idx\`;`)
  await db.run(sql`ALTER TABLE \`produits\` DROP COLUMN \`reference_fabricant\`;`)
  await db.run(sql`ALTER TABLE \`produits\` DROP COLUMN \`classe_etim\`;`)
  await db.run(sql`ALTER TABLE \`produits\` DROP COLUMN \`import_trace\`;`)
  await db.run(sql`ALTER TABLE \`produits_caracteristiques\` DROP COLUMN \`code\`;`)
}
