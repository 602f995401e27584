import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`favoris\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`produit_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`produit_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`favoris_client_idx\` ON \`favoris\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`favoris_produit_idx\` ON \`favoris\` (\`produit_id\`);`)
  await db.run(sql`CREATE INDEX \`favoris_updated_at_idx\` ON \`favoris\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favoris_created_at_idx\` ON \`favoris\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_produit_idx\` ON \`favoris\` (\`client_id\`,\`produit_id\`);`)
  await db.run(sql`CREATE TABLE \`account_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'en_attente' NOT NULL,
  	\`dimasys_type\` numeric DEFAULT 1 NOT NULL,
  	\`dimasys_credit_limit\` numeric DEFAULT 0 NOT NULL,
  	\`societe_id\` integer,
  	\`refusal_reason\` text,
  	\`client_id\` integer,
  	\`processed_at\` text,
  	\`processed_by_id\` integer,
  	\`is_new_client\` integer,
  	\`is_company\` integer,
  	\`civility\` text,
  	\`firstname\` text NOT NULL,
  	\`lastname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`company\` text,
  	\`client_number\` text,
  	\`siret\` text,
  	\`vat\` text,
  	\`vat_status\` text,
  	\`vat_source\` text,
  	\`vat_name\` text,
  	\`vat_address\` text,
  	\`vat_detail\` text,
  	\`street\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`country\` text,
  	\`note\` text,
  	\`consent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`societe_id\`) REFERENCES \`societes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`processed_by_id\`) REFERENCES \`editors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`account_requests_status_idx\` ON \`account_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`account_requests_societe_idx\` ON \`account_requests\` (\`societe_id\`);`)
  await db.run(sql`CREATE INDEX \`account_requests_client_idx\` ON \`account_requests\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`account_requests_processed_by_idx\` ON \`account_requests\` (\`processed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`account_requests_email_idx\` ON \`account_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`account_requests_updated_at_idx\` ON \`account_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_requests_created_at_idx\` ON \`account_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'contact' NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text,
  	\`name\` text,
  	\`company\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`source_path\` text,
  	\`crm_synced_at\` text,
  	\`crm_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_kind_idx\` ON \`contact_requests\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_email_idx\` ON \`contact_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_updated_at_idx\` ON \`contact_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_created_at_idx\` ON \`contact_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox_mails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`from\` text,
  	\`reply_to\` text,
  	\`text\` text,
  	\`file\` text,
  	\`message_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_mails_to_idx\` ON \`outbox_mails\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_mails_updated_at_idx\` ON \`outbox_mails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_mails_created_at_idx\` ON \`outbox_mails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`chat_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text,
  	\`text\` text NOT NULL,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_notifications_updated_at_idx\` ON \`chat_notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_notifications_created_at_idx\` ON \`chat_notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`captcha_uses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`captcha_uses_key_idx\` ON \`captcha_uses\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`captcha_uses_expires_at_idx\` ON \`captcha_uses\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`captcha_uses_updated_at_idx\` ON \`captcha_uses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`captcha_uses_created_at_idx\` ON \`captcha_uses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`favoris_id\` integer REFERENCES favoris(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_requests_id\` integer REFERENCES account_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_requests_id\` integer REFERENCES contact_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_mails_id\` integer REFERENCES outbox_mails(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`chat_notifications_id\` integer REFERENCES chat_notifications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`captcha_uses_id\` integer REFERENCES captcha_uses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favoris_id_idx\` ON \`payload_locked_documents_rels\` (\`favoris_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`account_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`email_equipe\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`slack_channel\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`favoris\`;`)
  await db.run(sql`DROP TABLE \`account_requests\`;`)
  await db.run(sql`DROP TABLE \`contact_requests\`;`)
  await db.run(sql`DROP TABLE \`outbox_mails\`;`)
  await db.run(sql`DROP TABLE \`chat_notifications\`;`)
  await db.run(sql`DROP TABLE \`captcha_uses\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
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
  	\`search_events_id\` integer,
  	\`erp_orders_id\` integer,
  	\`erp_order_lines_id\` integer,
  	\`erp_prices_id\` integer,
  	\`erp_stocks_id\` integer,
  	\`punchout_buyers_id\` integer,
  	\`punchout_sessions_id\` integer,
  	\`punchout_orders_id\` integer,
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
  	FOREIGN KEY (\`newsletter_signups_id\`) REFERENCES \`newsletter_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_events_id\`) REFERENCES \`search_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_orders_id\`) REFERENCES \`erp_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_order_lines_id\`) REFERENCES \`erp_order_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_prices_id\`) REFERENCES \`erp_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erp_stocks_id\`) REFERENCES \`erp_stocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`punchout_buyers_id\`) REFERENCES \`punchout_buyers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`punchout_sessions_id\`) REFERENCES \`punchout_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`punchout_orders_id\`) REFERENCES \`punchout_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "editors_id", "newsletter_signups_id", "search_events_id", "erp_orders_id", "erp_order_lines_id", "erp_prices_id", "erp_stocks_id", "punchout_buyers_id", "punchout_sessions_id", "punchout_orders_id") SELECT "id", "order", "parent_id", "path", "produits_id", "catalogues_id", "categories_id", "marques_id", "expertises_id", "solutions_id", "services_id", "case_studies_id", "articles_id", "evenements_id", "brochures_id", "jobs_id", "faq_id", "pages_id", "media_id", "clients_id", "societes_id", "preparateurs_id", "editors_id", "newsletter_signups_id", "search_events_id", "erp_orders_id", "erp_order_lines_id", "erp_prices_id", "erp_stocks_id", "punchout_buyers_id", "punchout_sessions_id", "punchout_orders_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_events_id_idx\` ON \`payload_locked_documents_rels\` (\`search_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_order_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_order_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erp_stocks_id_idx\` ON \`payload_locked_documents_rels\` (\`erp_stocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_punchout_buyers_id_idx\` ON \`payload_locked_documents_rels\` (\`punchout_buyers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_punchout_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`punchout_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_punchout_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`punchout_orders_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`email_equipe\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`slack_channel\`;`)
}
