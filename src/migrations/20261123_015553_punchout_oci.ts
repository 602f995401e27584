import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // generated, then fixed: the copy reads the new columns' defaults ('cxml', NULL), which the old table does not have
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_punchout_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`buyer_id\` integer NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`dialect\` text DEFAULT 'cxml' NOT NULL,
  	\`buyer_cookie\` text,
  	\`browser_form_post\` text NOT NULL,
  	\`oci_target\` text,
  	\`operation\` text NOT NULL,
  	\`user_email\` text,
  	\`user_name\` text,
  	\`items\` text,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`punchout_buyers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_punchout_sessions\`("id", "token_hash", "buyer_id", "client_id", "dialect", "buyer_cookie", "browser_form_post", "oci_target", "operation", "user_email", "user_name", "items", "expires_at", "used_at", "updated_at", "created_at") SELECT "id", "token_hash", "buyer_id", "client_id", 'cxml', "buyer_cookie", "browser_form_post", NULL, "operation", "user_email", "user_name", "items", "expires_at", "used_at", "updated_at", "created_at" FROM \`punchout_sessions\`;`)
  await db.run(sql`DROP TABLE \`punchout_sessions\`;`)
  await db.run(sql`ALTER TABLE \`__new_punchout_sessions\` RENAME TO \`punchout_sessions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`punchout_sessions_token_hash_idx\` ON \`punchout_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_buyer_idx\` ON \`punchout_sessions\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_client_idx\` ON \`punchout_sessions\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_updated_at_idx\` ON \`punchout_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_created_at_idx\` ON \`punchout_sessions\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_punchout_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`buyer_id\` integer NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`buyer_cookie\` text NOT NULL,
  	\`browser_form_post\` text NOT NULL,
  	\`operation\` text NOT NULL,
  	\`user_email\` text,
  	\`user_name\` text,
  	\`items\` text,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`punchout_buyers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_punchout_sessions\`("id", "token_hash", "buyer_id", "client_id", "buyer_cookie", "browser_form_post", "operation", "user_email", "user_name", "items", "expires_at", "used_at", "updated_at", "created_at") SELECT "id", "token_hash", "buyer_id", "client_id", COALESCE("buyer_cookie", ''), "browser_form_post", "operation", "user_email", "user_name", "items", "expires_at", "used_at", "updated_at", "created_at" FROM \`punchout_sessions\`;`)
  await db.run(sql`DROP TABLE \`punchout_sessions\`;`)
  await db.run(sql`ALTER TABLE \`__new_punchout_sessions\` RENAME TO \`punchout_sessions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`punchout_sessions_token_hash_idx\` ON \`punchout_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_buyer_idx\` ON \`punchout_sessions\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_client_idx\` ON \`punchout_sessions\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_updated_at_idx\` ON \`punchout_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`punchout_sessions_created_at_idx\` ON \`punchout_sessions\` (\`created_at\`);`)
}
