import type { TestProject } from 'vitest/node'

import { prepareDeployment, startInstance, INSTANCE_SECRETS } from '../../scripts/instances.mjs'

/**
 * Builds the deployment once (fresh copy, npm ci, build, prune on Postgres + Redis) and starts instances A and B; the
 * tests get their addresses. REDIS_OFF=1 runs the same checks without Redis (to see them fail).
 */
export default async function setup(project: TestProject) {
  const deployment = await prepareDeployment({ count: 2, redis: !process.env.REDIS_OFF })
  const started: { stop: () => Promise<void> }[] = []
  try {
    const [a, b] = [await startInstance(deployment, deployment.ports[0]), await startInstance(deployment, deployment.ports[1])]
    started.push(a, b)
    project.provide('instanceA', a.url)
    project.provide('instanceB', b.url)
    project.provide('instanceAPid', a.child.pid ?? 0)
    project.provide('revalidateSecret', INSTANCE_SECRETS.REVALIDATE_SECRET)
    // tests that start an instance of their own (tests/instances/stop.test.ts)
    project.provide('deployment', { dir: deployment.dir, env: deployment.env })
    // the built deployment itself, for the check that a copy of it runs elsewhere (relocated.test.ts)
    project.provide('deploymentDir', deployment.dir)
    project.provide('deploymentEnv', deployment.env as Record<string, string>)
  } catch (error) {
    await deployment.stop()
    throw error
  }
  return async () => {
    for (const instance of started) await instance.stop()
    await deployment.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    instanceA: string
    instanceB: string
    instanceAPid: number
    revalidateSecret: string
    deployment: { dir: string; env: Record<string, string> }
    deploymentDir: string
    deploymentEnv: Record<string, string>
  }
}
