import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_produits_prix_promotion_type" AS ENUM('remise', 'prix_net', 'destockage');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_evenements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__evenements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_brochures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brochures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_jobs_type_contrat" AS ENUM('CDI', 'CDD', 'Alternance', 'Stage', 'Intérim');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_type_contrat" AS ENUM('CDI', 'CDD', 'Alternance', 'Stage', 'Intérim');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_societes_adresse_pays" AS ENUM('FR', 'BE');
  CREATE TYPE "public"."enum_site_settings_social_links_reseau" AS ENUM('linkedin', 'facebook', 'x', 'youtube');
  CREATE TABLE "produits_galerie" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "produits_caracteristiques" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reference_carac" varchar NOT NULL,
  	"type" varchar,
  	"valeur" varchar NOT NULL
  );
  
  CREATE TABLE "produits_stock" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"depot" varchar NOT NULL,
  	"shop_qty" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "produits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"should_be_displayed" boolean DEFAULT true,
  	"dimasys_reference" varchar NOT NULL,
  	"marque_id" integer,
  	"description" jsonb,
  	"fiche_technique_id" integer,
  	"prix_base_with_taxes" numeric,
  	"prix_promotion_with_taxes" numeric,
  	"prix_promotion_type" "enum_produits_prix_promotion_type",
  	"taxes" numeric DEFAULT 20,
  	"delai_a_confirmer" boolean DEFAULT false,
  	"cart_increment" numeric DEFAULT 1,
  	"quantity_min_to_buy" numeric DEFAULT 1,
  	"sale_unit" varchar DEFAULT 'EA',
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "produits_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"produits_id" integer
  );
  
  CREATE TABLE "catalogues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"ordre" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"catalogue_id" integer NOT NULL,
  	"parent_id" integer,
  	"description" varchar,
  	"image_id" integer,
  	"ordre" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "marques" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"header_logo_id" integer,
  	"has_single_page" boolean DEFAULT false,
  	"contenu" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "expertises" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"contenu" jsonb,
  	"ordre" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "solutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"expertise_id" integer NOT NULL,
  	"description" varchar,
  	"ordre" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "solutions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"contenu" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"sous_titre" varchar,
  	"image_id" integer,
  	"expertise_id" integer,
  	"marque_id" integer,
  	"contenu" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_sous_titre" varchar,
  	"version_image_id" integer,
  	"version_expertise_id" integer,
  	"version_marque_id" integer,
  	"version_contenu" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"client" varchar,
  	"extrait" varchar,
  	"image_id" integer,
  	"contenu" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titre" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_client" varchar,
  	"version_extrait" varchar,
  	"version_image_id" integer,
  	"version_contenu" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "evenements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar,
  	"slug" varchar,
  	"date_debut" timestamp(3) with time zone,
  	"date_fin" timestamp(3) with time zone,
  	"lieu" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"lien" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_evenements_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_evenements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titre" varchar,
  	"version_slug" varchar,
  	"version_date_debut" timestamp(3) with time zone,
  	"version_date_fin" timestamp(3) with time zone,
  	"version_lieu" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_lien" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__evenements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "brochures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"fichier_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_brochures_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_brochures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titre" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_fichier_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__brochures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar,
  	"slug" varchar,
  	"lieu" varchar,
  	"type_contrat" "enum_jobs_type_contrat",
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titre" varchar,
  	"version_slug" varchar,
  	"version_lieu" varchar,
  	"version_type_contrat" "enum__jobs_v_version_type_contrat",
  	"version_description" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"reponse" jsonb,
  	"categorie" varchar,
  	"ordre" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question" varchar,
  	"version_reponse" jsonb,
  	"version_categorie" varchar,
  	"version_ordre" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar,
  	"slug" varchar,
  	"chapeau" varchar,
  	"contenu" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titre" varchar,
  	"version_slug" varchar,
  	"version_chapeau" varchar,
  	"version_contenu" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "clients_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firstname" varchar,
  	"lastname" varchar,
  	"societe_id" integer,
  	"last_dimasys_order" varchar,
  	"dimasys_type" numeric,
  	"dimasys_credit_limit" numeric,
  	"coupa" boolean DEFAULT false,
  	"compte_desactive" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "societes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"raison_sociale" varchar NOT NULL,
  	"numero_client" varchar,
  	"siret" varchar,
  	"tva" varchar,
  	"adresse_rue" varchar,
  	"adresse_code_postal" varchar,
  	"adresse_ville" varchar,
  	"adresse_pays" "enum_societes_adresse_pays" DEFAULT 'FR',
  	"telephone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "preparateurs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"firstname" varchar,
  	"lastname" varchar,
  	"email" varchar NOT NULL,
  	"societe_id" integer NOT NULL,
  	"client_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "editors_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "editors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"produits_id" integer,
  	"catalogues_id" integer,
  	"categories_id" integer,
  	"marques_id" integer,
  	"expertises_id" integer,
  	"solutions_id" integer,
  	"services_id" integer,
  	"case_studies_id" integer,
  	"articles_id" integer,
  	"evenements_id" integer,
  	"brochures_id" integer,
  	"jobs_id" integer,
  	"faq_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"clients_id" integer,
  	"societes_id" integer,
  	"preparateurs_id" integer,
  	"editors_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"clients_id" integer,
  	"editors_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nav_exp_l3" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_exp_l2" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"solution_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_exp_l1" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"expertise_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_cat_l3" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"categorie_level_2_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_cat_l2" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"categorie_level_1_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_cat_l1" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"catalogue_id" integer NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nos_expertises_label_level_1" varchar DEFAULT 'Nos expertises',
  	"nos_catalogues_label_level_1" varchar DEFAULT 'Nos catalogues',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "accueil" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar NOT NULL,
  	"sous_titre" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "accueil_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"expertises_id" integer,
  	"catalogues_id" integer,
  	"produits_id" integer,
  	"marques_id" integer
  );
  
  CREATE TABLE "newsletter" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titre" varchar DEFAULT 'Recevez nos nouveautés et offres professionnelles' NOT NULL,
  	"privacy_terms" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nom" varchar NOT NULL,
  	"adresse" varchar NOT NULL,
  	"telephone" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reseau" "enum_site_settings_social_links_reseau" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"telephone_principal" varchar,
  	"email_contact" varchar,
  	"blog_url" varchar,
  	"low_stock_threshold" numeric DEFAULT 3 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "produits_galerie" ADD CONSTRAINT "produits_galerie_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "produits_galerie" ADD CONSTRAINT "produits_galerie_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produits_caracteristiques" ADD CONSTRAINT "produits_caracteristiques_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produits_stock" ADD CONSTRAINT "produits_stock_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produits" ADD CONSTRAINT "produits_marque_id_marques_id_fk" FOREIGN KEY ("marque_id") REFERENCES "public"."marques"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "produits" ADD CONSTRAINT "produits_fiche_technique_id_media_id_fk" FOREIGN KEY ("fiche_technique_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "produits" ADD CONSTRAINT "produits_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "produits_rels" ADD CONSTRAINT "produits_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produits_rels" ADD CONSTRAINT "produits_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produits_rels" ADD CONSTRAINT "produits_rels_produits_fk" FOREIGN KEY ("produits_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "marques" ADD CONSTRAINT "marques_header_logo_id_media_id_fk" FOREIGN KEY ("header_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expertises" ADD CONSTRAINT "expertises_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions" ADD CONSTRAINT "solutions_expertise_id_expertises_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertises"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_rels" ADD CONSTRAINT "solutions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions_rels" ADD CONSTRAINT "solutions_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_expertise_id_expertises_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertises"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_marque_id_marques_id_fk" FOREIGN KEY ("marque_id") REFERENCES "public"."marques"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_expertise_id_expertises_id_fk" FOREIGN KEY ("version_expertise_id") REFERENCES "public"."expertises"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_marque_id_marques_id_fk" FOREIGN KEY ("version_marque_id") REFERENCES "public"."marques"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "evenements" ADD CONSTRAINT "evenements_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_evenements_v" ADD CONSTRAINT "_evenements_v_parent_id_evenements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."evenements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_evenements_v" ADD CONSTRAINT "_evenements_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brochures" ADD CONSTRAINT "brochures_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brochures" ADD CONSTRAINT "brochures_fichier_id_media_id_fk" FOREIGN KEY ("fichier_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brochures_v" ADD CONSTRAINT "_brochures_v_parent_id_brochures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brochures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brochures_v" ADD CONSTRAINT "_brochures_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brochures_v" ADD CONSTRAINT "_brochures_v_version_fichier_id_media_id_fk" FOREIGN KEY ("version_fichier_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_faq_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clients_sessions" ADD CONSTRAINT "clients_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients" ADD CONSTRAINT "clients_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "preparateurs" ADD CONSTRAINT "preparateurs_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "preparateurs" ADD CONSTRAINT "preparateurs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editors_sessions" ADD CONSTRAINT "editors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_produits_fk" FOREIGN KEY ("produits_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogues_fk" FOREIGN KEY ("catalogues_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_marques_fk" FOREIGN KEY ("marques_id") REFERENCES "public"."marques"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_expertises_fk" FOREIGN KEY ("expertises_id") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_evenements_fk" FOREIGN KEY ("evenements_id") REFERENCES "public"."evenements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brochures_fk" FOREIGN KEY ("brochures_id") REFERENCES "public"."brochures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_societes_fk" FOREIGN KEY ("societes_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preparateurs_fk" FOREIGN KEY ("preparateurs_id") REFERENCES "public"."preparateurs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_exp_l3" ADD CONSTRAINT "nav_exp_l3_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_exp_l3" ADD CONSTRAINT "nav_exp_l3_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_exp_l2"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_exp_l2" ADD CONSTRAINT "nav_exp_l2_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_exp_l2" ADD CONSTRAINT "nav_exp_l2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_exp_l1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_exp_l1" ADD CONSTRAINT "nav_exp_l1_expertise_id_expertises_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertises"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_exp_l1" ADD CONSTRAINT "nav_exp_l1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_cat_l3" ADD CONSTRAINT "nav_cat_l3_categorie_level_2_id_categories_id_fk" FOREIGN KEY ("categorie_level_2_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_cat_l3" ADD CONSTRAINT "nav_cat_l3_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_cat_l2"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_cat_l2" ADD CONSTRAINT "nav_cat_l2_categorie_level_1_id_categories_id_fk" FOREIGN KEY ("categorie_level_1_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_cat_l2" ADD CONSTRAINT "nav_cat_l2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_cat_l1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_cat_l1" ADD CONSTRAINT "nav_cat_l1_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_cat_l1" ADD CONSTRAINT "nav_cat_l1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accueil" ADD CONSTRAINT "accueil_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accueil_rels" ADD CONSTRAINT "accueil_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accueil"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accueil_rels" ADD CONSTRAINT "accueil_rels_expertises_fk" FOREIGN KEY ("expertises_id") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accueil_rels" ADD CONSTRAINT "accueil_rels_catalogues_fk" FOREIGN KEY ("catalogues_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accueil_rels" ADD CONSTRAINT "accueil_rels_produits_fk" FOREIGN KEY ("produits_id") REFERENCES "public"."produits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accueil_rels" ADD CONSTRAINT "accueil_rels_marques_fk" FOREIGN KEY ("marques_id") REFERENCES "public"."marques"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_offices" ADD CONSTRAINT "site_settings_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "produits_galerie_order_idx" ON "produits_galerie" USING btree ("_order");
  CREATE INDEX "produits_galerie_parent_id_idx" ON "produits_galerie" USING btree ("_parent_id");
  CREATE INDEX "produits_galerie_image_idx" ON "produits_galerie" USING btree ("image_id");
  CREATE INDEX "produits_caracteristiques_order_idx" ON "produits_caracteristiques" USING btree ("_order");
  CREATE INDEX "produits_caracteristiques_parent_id_idx" ON "produits_caracteristiques" USING btree ("_parent_id");
  CREATE INDEX "produits_stock_order_idx" ON "produits_stock" USING btree ("_order");
  CREATE INDEX "produits_stock_parent_id_idx" ON "produits_stock" USING btree ("_parent_id");
  CREATE INDEX "produits_titre_idx" ON "produits" USING btree ("titre");
  CREATE UNIQUE INDEX "produits_slug_idx" ON "produits" USING btree ("slug");
  CREATE INDEX "produits_should_be_displayed_idx" ON "produits" USING btree ("should_be_displayed");
  CREATE UNIQUE INDEX "produits_dimasys_reference_idx" ON "produits" USING btree ("dimasys_reference");
  CREATE INDEX "produits_marque_idx" ON "produits" USING btree ("marque_id");
  CREATE INDEX "produits_fiche_technique_idx" ON "produits" USING btree ("fiche_technique_id");
  CREATE INDEX "produits_meta_meta_image_idx" ON "produits" USING btree ("meta_image_id");
  CREATE INDEX "produits_updated_at_idx" ON "produits" USING btree ("updated_at");
  CREATE INDEX "produits_created_at_idx" ON "produits" USING btree ("created_at");
  CREATE INDEX "produits_rels_order_idx" ON "produits_rels" USING btree ("order");
  CREATE INDEX "produits_rels_parent_idx" ON "produits_rels" USING btree ("parent_id");
  CREATE INDEX "produits_rels_path_idx" ON "produits_rels" USING btree ("path");
  CREATE INDEX "produits_rels_categories_id_idx" ON "produits_rels" USING btree ("categories_id");
  CREATE INDEX "produits_rels_produits_id_idx" ON "produits_rels" USING btree ("produits_id");
  CREATE UNIQUE INDEX "catalogues_slug_idx" ON "catalogues" USING btree ("slug");
  CREATE INDEX "catalogues_image_idx" ON "catalogues" USING btree ("image_id");
  CREATE INDEX "catalogues_updated_at_idx" ON "catalogues" USING btree ("updated_at");
  CREATE INDEX "catalogues_created_at_idx" ON "catalogues" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_catalogue_idx" ON "categories" USING btree ("catalogue_id");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "marques_slug_idx" ON "marques" USING btree ("slug");
  CREATE INDEX "marques_header_header_logo_idx" ON "marques" USING btree ("header_logo_id");
  CREATE INDEX "marques_updated_at_idx" ON "marques" USING btree ("updated_at");
  CREATE INDEX "marques_created_at_idx" ON "marques" USING btree ("created_at");
  CREATE UNIQUE INDEX "expertises_slug_idx" ON "expertises" USING btree ("slug");
  CREATE INDEX "expertises_image_idx" ON "expertises" USING btree ("image_id");
  CREATE INDEX "expertises_updated_at_idx" ON "expertises" USING btree ("updated_at");
  CREATE INDEX "expertises_created_at_idx" ON "expertises" USING btree ("created_at");
  CREATE UNIQUE INDEX "solutions_slug_idx" ON "solutions" USING btree ("slug");
  CREATE INDEX "solutions_expertise_idx" ON "solutions" USING btree ("expertise_id");
  CREATE INDEX "solutions_updated_at_idx" ON "solutions" USING btree ("updated_at");
  CREATE INDEX "solutions_created_at_idx" ON "solutions" USING btree ("created_at");
  CREATE INDEX "solutions_rels_order_idx" ON "solutions_rels" USING btree ("order");
  CREATE INDEX "solutions_rels_parent_idx" ON "solutions_rels" USING btree ("parent_id");
  CREATE INDEX "solutions_rels_path_idx" ON "solutions_rels" USING btree ("path");
  CREATE INDEX "solutions_rels_services_id_idx" ON "solutions_rels" USING btree ("services_id");
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_image_idx" ON "services" USING btree ("image_id");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_image_idx" ON "case_studies" USING btree ("image_id");
  CREATE INDEX "case_studies_expertise_idx" ON "case_studies" USING btree ("expertise_id");
  CREATE INDEX "case_studies_marque_idx" ON "case_studies" USING btree ("marque_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_image_idx" ON "_case_studies_v" USING btree ("version_image_id");
  CREATE INDEX "_case_studies_v_version_version_expertise_idx" ON "_case_studies_v" USING btree ("version_expertise_id");
  CREATE INDEX "_case_studies_v_version_version_marque_idx" ON "_case_studies_v" USING btree ("version_marque_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "evenements_slug_idx" ON "evenements" USING btree ("slug");
  CREATE INDEX "evenements_image_idx" ON "evenements" USING btree ("image_id");
  CREATE INDEX "evenements_updated_at_idx" ON "evenements" USING btree ("updated_at");
  CREATE INDEX "evenements_created_at_idx" ON "evenements" USING btree ("created_at");
  CREATE INDEX "evenements__status_idx" ON "evenements" USING btree ("_status");
  CREATE INDEX "_evenements_v_parent_idx" ON "_evenements_v" USING btree ("parent_id");
  CREATE INDEX "_evenements_v_version_version_slug_idx" ON "_evenements_v" USING btree ("version_slug");
  CREATE INDEX "_evenements_v_version_version_image_idx" ON "_evenements_v" USING btree ("version_image_id");
  CREATE INDEX "_evenements_v_version_version_updated_at_idx" ON "_evenements_v" USING btree ("version_updated_at");
  CREATE INDEX "_evenements_v_version_version_created_at_idx" ON "_evenements_v" USING btree ("version_created_at");
  CREATE INDEX "_evenements_v_version_version__status_idx" ON "_evenements_v" USING btree ("version__status");
  CREATE INDEX "_evenements_v_created_at_idx" ON "_evenements_v" USING btree ("created_at");
  CREATE INDEX "_evenements_v_updated_at_idx" ON "_evenements_v" USING btree ("updated_at");
  CREATE INDEX "_evenements_v_latest_idx" ON "_evenements_v" USING btree ("latest");
  CREATE UNIQUE INDEX "brochures_slug_idx" ON "brochures" USING btree ("slug");
  CREATE INDEX "brochures_image_idx" ON "brochures" USING btree ("image_id");
  CREATE INDEX "brochures_fichier_idx" ON "brochures" USING btree ("fichier_id");
  CREATE INDEX "brochures_updated_at_idx" ON "brochures" USING btree ("updated_at");
  CREATE INDEX "brochures_created_at_idx" ON "brochures" USING btree ("created_at");
  CREATE INDEX "brochures__status_idx" ON "brochures" USING btree ("_status");
  CREATE INDEX "_brochures_v_parent_idx" ON "_brochures_v" USING btree ("parent_id");
  CREATE INDEX "_brochures_v_version_version_slug_idx" ON "_brochures_v" USING btree ("version_slug");
  CREATE INDEX "_brochures_v_version_version_image_idx" ON "_brochures_v" USING btree ("version_image_id");
  CREATE INDEX "_brochures_v_version_version_fichier_idx" ON "_brochures_v" USING btree ("version_fichier_id");
  CREATE INDEX "_brochures_v_version_version_updated_at_idx" ON "_brochures_v" USING btree ("version_updated_at");
  CREATE INDEX "_brochures_v_version_version_created_at_idx" ON "_brochures_v" USING btree ("version_created_at");
  CREATE INDEX "_brochures_v_version_version__status_idx" ON "_brochures_v" USING btree ("version__status");
  CREATE INDEX "_brochures_v_created_at_idx" ON "_brochures_v" USING btree ("created_at");
  CREATE INDEX "_brochures_v_updated_at_idx" ON "_brochures_v" USING btree ("updated_at");
  CREATE INDEX "_brochures_v_latest_idx" ON "_brochures_v" USING btree ("latest");
  CREATE UNIQUE INDEX "jobs_slug_idx" ON "jobs" USING btree ("slug");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v" USING btree ("version_slug");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE INDEX "faq__status_idx" ON "faq" USING btree ("_status");
  CREATE INDEX "_faq_v_parent_idx" ON "_faq_v" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_version_updated_at_idx" ON "_faq_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_v_version_version_created_at_idx" ON "_faq_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_v_version_version__status_idx" ON "_faq_v" USING btree ("version__status");
  CREATE INDEX "_faq_v_created_at_idx" ON "_faq_v" USING btree ("created_at");
  CREATE INDEX "_faq_v_updated_at_idx" ON "_faq_v" USING btree ("updated_at");
  CREATE INDEX "_faq_v_latest_idx" ON "_faq_v" USING btree ("latest");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "clients_sessions_order_idx" ON "clients_sessions" USING btree ("_order");
  CREATE INDEX "clients_sessions_parent_id_idx" ON "clients_sessions" USING btree ("_parent_id");
  CREATE INDEX "clients_societe_idx" ON "clients" USING btree ("societe_id");
  CREATE INDEX "clients_updated_at_idx" ON "clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at");
  CREATE UNIQUE INDEX "clients_email_idx" ON "clients" USING btree ("email");
  CREATE INDEX "societes_numero_client_idx" ON "societes" USING btree ("numero_client");
  CREATE INDEX "societes_updated_at_idx" ON "societes" USING btree ("updated_at");
  CREATE INDEX "societes_created_at_idx" ON "societes" USING btree ("created_at");
  CREATE INDEX "preparateurs_societe_idx" ON "preparateurs" USING btree ("societe_id");
  CREATE INDEX "preparateurs_client_idx" ON "preparateurs" USING btree ("client_id");
  CREATE INDEX "preparateurs_updated_at_idx" ON "preparateurs" USING btree ("updated_at");
  CREATE INDEX "preparateurs_created_at_idx" ON "preparateurs" USING btree ("created_at");
  CREATE INDEX "editors_sessions_order_idx" ON "editors_sessions" USING btree ("_order");
  CREATE INDEX "editors_sessions_parent_id_idx" ON "editors_sessions" USING btree ("_parent_id");
  CREATE INDEX "editors_updated_at_idx" ON "editors" USING btree ("updated_at");
  CREATE INDEX "editors_created_at_idx" ON "editors" USING btree ("created_at");
  CREATE UNIQUE INDEX "editors_email_idx" ON "editors" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_produits_id_idx" ON "payload_locked_documents_rels" USING btree ("produits_id");
  CREATE INDEX "payload_locked_documents_rels_catalogues_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogues_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_marques_id_idx" ON "payload_locked_documents_rels" USING btree ("marques_id");
  CREATE INDEX "payload_locked_documents_rels_expertises_id_idx" ON "payload_locked_documents_rels" USING btree ("expertises_id");
  CREATE INDEX "payload_locked_documents_rels_solutions_id_idx" ON "payload_locked_documents_rels" USING btree ("solutions_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_evenements_id_idx" ON "payload_locked_documents_rels" USING btree ("evenements_id");
  CREATE INDEX "payload_locked_documents_rels_brochures_id_idx" ON "payload_locked_documents_rels" USING btree ("brochures_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_locked_documents_rels_societes_id_idx" ON "payload_locked_documents_rels" USING btree ("societes_id");
  CREATE INDEX "payload_locked_documents_rels_preparateurs_id_idx" ON "payload_locked_documents_rels" USING btree ("preparateurs_id");
  CREATE INDEX "payload_locked_documents_rels_editors_id_idx" ON "payload_locked_documents_rels" USING btree ("editors_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_clients_id_idx" ON "payload_preferences_rels" USING btree ("clients_id");
  CREATE INDEX "payload_preferences_rels_editors_id_idx" ON "payload_preferences_rels" USING btree ("editors_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "nav_exp_l3_order_idx" ON "nav_exp_l3" USING btree ("_order");
  CREATE INDEX "nav_exp_l3_parent_id_idx" ON "nav_exp_l3" USING btree ("_parent_id");
  CREATE INDEX "nav_exp_l3_service_idx" ON "nav_exp_l3" USING btree ("service_id");
  CREATE INDEX "nav_exp_l2_order_idx" ON "nav_exp_l2" USING btree ("_order");
  CREATE INDEX "nav_exp_l2_parent_id_idx" ON "nav_exp_l2" USING btree ("_parent_id");
  CREATE INDEX "nav_exp_l2_solution_idx" ON "nav_exp_l2" USING btree ("solution_id");
  CREATE INDEX "nav_exp_l1_order_idx" ON "nav_exp_l1" USING btree ("_order");
  CREATE INDEX "nav_exp_l1_parent_id_idx" ON "nav_exp_l1" USING btree ("_parent_id");
  CREATE INDEX "nav_exp_l1_expertise_idx" ON "nav_exp_l1" USING btree ("expertise_id");
  CREATE INDEX "nav_cat_l3_order_idx" ON "nav_cat_l3" USING btree ("_order");
  CREATE INDEX "nav_cat_l3_parent_id_idx" ON "nav_cat_l3" USING btree ("_parent_id");
  CREATE INDEX "nav_cat_l3_categorie_level_2_idx" ON "nav_cat_l3" USING btree ("categorie_level_2_id");
  CREATE INDEX "nav_cat_l2_order_idx" ON "nav_cat_l2" USING btree ("_order");
  CREATE INDEX "nav_cat_l2_parent_id_idx" ON "nav_cat_l2" USING btree ("_parent_id");
  CREATE INDEX "nav_cat_l2_categorie_level_1_idx" ON "nav_cat_l2" USING btree ("categorie_level_1_id");
  CREATE INDEX "nav_cat_l1_order_idx" ON "nav_cat_l1" USING btree ("_order");
  CREATE INDEX "nav_cat_l1_parent_id_idx" ON "nav_cat_l1" USING btree ("_parent_id");
  CREATE INDEX "nav_cat_l1_catalogue_idx" ON "nav_cat_l1" USING btree ("catalogue_id");
  CREATE INDEX "accueil_image_idx" ON "accueil" USING btree ("image_id");
  CREATE INDEX "accueil_rels_order_idx" ON "accueil_rels" USING btree ("order");
  CREATE INDEX "accueil_rels_parent_idx" ON "accueil_rels" USING btree ("parent_id");
  CREATE INDEX "accueil_rels_path_idx" ON "accueil_rels" USING btree ("path");
  CREATE INDEX "accueil_rels_expertises_id_idx" ON "accueil_rels" USING btree ("expertises_id");
  CREATE INDEX "accueil_rels_catalogues_id_idx" ON "accueil_rels" USING btree ("catalogues_id");
  CREATE INDEX "accueil_rels_produits_id_idx" ON "accueil_rels" USING btree ("produits_id");
  CREATE INDEX "accueil_rels_marques_id_idx" ON "accueil_rels" USING btree ("marques_id");
  CREATE INDEX "site_settings_offices_order_idx" ON "site_settings_offices" USING btree ("_order");
  CREATE INDEX "site_settings_offices_parent_id_idx" ON "site_settings_offices" USING btree ("_parent_id");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "produits_galerie" CASCADE;
  DROP TABLE "produits_caracteristiques" CASCADE;
  DROP TABLE "produits_stock" CASCADE;
  DROP TABLE "produits" CASCADE;
  DROP TABLE "produits_rels" CASCADE;
  DROP TABLE "catalogues" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "marques" CASCADE;
  DROP TABLE "expertises" CASCADE;
  DROP TABLE "solutions" CASCADE;
  DROP TABLE "solutions_rels" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "evenements" CASCADE;
  DROP TABLE "_evenements_v" CASCADE;
  DROP TABLE "brochures" CASCADE;
  DROP TABLE "_brochures_v" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "clients_sessions" CASCADE;
  DROP TABLE "clients" CASCADE;
  DROP TABLE "societes" CASCADE;
  DROP TABLE "preparateurs" CASCADE;
  DROP TABLE "editors_sessions" CASCADE;
  DROP TABLE "editors" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "nav_exp_l3" CASCADE;
  DROP TABLE "nav_exp_l2" CASCADE;
  DROP TABLE "nav_exp_l1" CASCADE;
  DROP TABLE "nav_cat_l3" CASCADE;
  DROP TABLE "nav_cat_l2" CASCADE;
  DROP TABLE "nav_cat_l1" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "accueil" CASCADE;
  DROP TABLE "accueil_rels" CASCADE;
  DROP TABLE "newsletter" CASCADE;
  DROP TABLE "site_settings_offices" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_produits_prix_promotion_type";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_evenements_status";
  DROP TYPE "public"."enum__evenements_v_version_status";
  DROP TYPE "public"."enum_brochures_status";
  DROP TYPE "public"."enum__brochures_v_version_status";
  DROP TYPE "public"."enum_jobs_type_contrat";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_type_contrat";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum_faq_status";
  DROP TYPE "public"."enum__faq_v_version_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_societes_adresse_pays";
  DROP TYPE "public"."enum_site_settings_social_links_reseau";`)
}
