import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listes_achat_id\` integer REFERENCES listes_achat(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`listes_achat_lignes_id\` integer REFERENCES listes_achat_lignes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`devis_id\` integer REFERENCES devis(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listes_achat_id_idx\` ON \`payload_locked_documents_rels\` (\`listes_achat_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listes_achat_lignes_id_idx\` ON \`payload_locked_documents_rels\` (\`listes_achat_lignes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_devis_id_idx\` ON \`payload_locked_documents_rels\` (\`devis_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`listes_achat\`;`)
  await db.run(sql`DROP TABLE \`listes_achat_lignes\`;`)
  await db.run(sql`DROP TABLE \`devis_lignes\`;`)
  await db.run(sql`DROP TABLE \`devis\`;`)
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
}
