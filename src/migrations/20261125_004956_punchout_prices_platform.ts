import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`punchout_buyers\` ADD \`platform\` text;`)
  await db.run(sql`ALTER TABLE \`punchout_sessions\` ADD \`dropped_lines\` text;`)
  await db.run(sql`ALTER TABLE \`punchout_orders\` ADD \`price_difference\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`punchout_orders\` ADD \`price_differences\` text;`)
  await db.run(sql`CREATE INDEX \`punchout_orders_price_difference_idx\` ON \`punchout_orders\` (\`price_difference\`);`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`punchout_orders_price_difference_idx\`;`)
  await db.run(sql`ALTER TABLE \`punchout_orders\` DROP COLUMN \`price_difference\`;`)
  await db.run(sql`ALTER TABLE \`punchout_orders\` DROP COLUMN \`price_differences\`;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`punchout_buyers\` DROP COLUMN \`platform\`;`)
  await db.run(sql`ALTER TABLE \`punchout_sessions\` DROP COLUMN \`dropped_lines\`;`)
}
