import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`erp_orders_shipments_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erp_orders_shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_orders_shipments_lines_order_idx\` ON \`erp_orders_shipments_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_shipments_lines_parent_id_idx\` ON \`erp_orders_shipments_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_shipments_lines_product_idx\` ON \`erp_orders_shipments_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`erp_orders_shipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`shipped_at\` text NOT NULL,
  	\`delivered_at\` text,
  	\`carrier\` text,
  	\`tracking_number\` text,
  	\`tracking_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erp_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_orders_shipments_order_idx\` ON \`erp_orders_shipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_shipments_parent_id_idx\` ON \`erp_orders_shipments\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`erp_order_lines\` ADD \`expected_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`erp_orders_shipments_lines\`;`)
  await db.run(sql`DROP TABLE \`erp_orders_shipments\`;`)
  await db.run(sql`ALTER TABLE \`erp_order_lines\` DROP COLUMN \`expected_at\`;`)
}
