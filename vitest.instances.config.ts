import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

// `npm run test:instances`: two production instances (npm ci, build, prune, npm start) on one Postgres and one Redis.
export default defineConfig({
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    // the fault cases (Redis stopped, Postgres restarted, ERP hung) run on their own, `npm run test:faults`: they have not
    // yet passed a whole run on this 2-core machine (issue 36 stays open until they do and join this suite)
    include: process.env.INSTANCES_FAULTS ? ['tests/instances/faults.test.ts'] : ['tests/instances/**/*.test.ts'],
    exclude: process.env.INSTANCES_FAULTS ? [] : ['tests/instances/faults.test.ts'],
    environment: 'node',
    globalSetup: ['tests/instances/setup.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 120_000,
    // the clean install and the production build of the deployment
    hookTimeout: 900_000,
  },
})
