import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`societes\` ADD \`format_facture\` text DEFAULT 'factur-x';`)
  await db.run(sql`ALTER TABLE \`societes\` ADD \`adresse_electronique\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`societes\` DROP COLUMN \`format_facture\`;`)
  await db.run(sql`ALTER TABLE \`societes\` DROP COLUMN \`adresse_electronique\`;`)
}
