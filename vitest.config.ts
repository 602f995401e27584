import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'src/payload.config.ts'),
      '@': path.join(root, 'src'),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // two production instances, run by `npm run test:instances` (its own config)
    exclude: ['tests/instances/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // integration tests boot Payload on a temporary SQLite file: one file at a time keeps 2 cores usable
    fileParallelism: false,
    // the first REST call of a file loads Payload's route handlers: over 30 s when the 2 cores are busy
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
