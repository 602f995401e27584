import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`erp_orders_payments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`paid_at\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`method\` text DEFAULT 'transfer' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erp_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`erp_orders_payments_order_idx\` ON \`erp_orders_payments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`erp_orders_payments_parent_id_idx\` ON \`erp_orders_payments\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`erp_orders_payments\`;`)
}
