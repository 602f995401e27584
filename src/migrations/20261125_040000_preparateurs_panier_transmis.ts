import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// issue 18 item 3: when a preparer last transmitted her cart to the buyers of her company (written by hand; the lead
// regenerates the round's migration on main)
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`preparateurs\` ADD \`panier_transmis_le\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`preparateurs\` DROP COLUMN \`panier_transmis_le\`;`)
}
