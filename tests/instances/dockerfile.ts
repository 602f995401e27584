/**
 * Reads the Dockerfile's runtime stage (`FROM … AS runner` and the stages it is built FROM) in the simple forms the
 * project's Dockerfile uses, so that tests/instances/container.test.ts lays the runtime out from the Dockerfile itself.
 */

type Copy = { from: string; chown: string | null; sources: string[]; dest: string }
export type RuntimeStage = {
  workdir: string
  env: Record<string, string>
  copies: Copy[]
  volumes: string[]
  user: string | null
  cmd: string[]
  healthcheck: string[]
}

type Instruction = { op: string; args: string }

/** Instructions per stage name, continuation lines joined, comments dropped. */
function stages(text: string): Map<string, { parent: string; body: Instruction[] }> {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  const result = new Map<string, { parent: string; body: Instruction[] }>()
  let current: Instruction[] | null = null
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    if (op.toUpperCase() === 'FROM') {
      const [, parent = '', name = ''] = /^(\S+)\s+AS\s+(\S+)$/i.exec(args) ?? []
      current = []
      result.set(name, { parent, body: current })
    } else current?.push({ op: op.toUpperCase(), args })
  }
  return result
}

const json = (args: string): string[] => {
  const value = JSON.parse(args) as unknown
  if (!Array.isArray(value)) throw new Error(`not the exec form: ${args}`)
  return value as string[]
}

export function readRuntimeStage(dockerfile: string, name = 'runner'): RuntimeStage {
  const all = stages(dockerfile)
  const chain: Instruction[][] = []
  for (let stage = all.get(name); stage; stage = all.get(stage.parent)) chain.unshift(stage.body)
  if (chain.length === 0) throw new Error(`no stage ${name}`)
  const out: RuntimeStage = { workdir: '/', env: {}, copies: [], volumes: [], user: null, cmd: [], healthcheck: [] }
  for (const { op, args } of chain.flat()) {
    if (op === 'WORKDIR') out.workdir = args
    else if (op === 'ENV') {
      for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) out.env[key!] = value!
    } else if (op === 'COPY') {
      const words = args.split(/\s+/)
      const flags = words.filter((w) => w.startsWith('--'))
      const paths = words.filter((w) => !w.startsWith('--'))
      const flag = (n: string) => flags.find((f) => f.startsWith(`--${n}=`))?.slice(n.length + 3) ?? null
      out.copies.push({ from: flag('from') ?? 'context', chown: flag('chown'), sources: paths.slice(0, -1), dest: paths.at(-1)! })
    } else if (op === 'VOLUME') out.volumes.push(...args.split(/\s+/))
    else if (op === 'USER') out.user = args
    else if (op === 'CMD') out.cmd = json(args)
    else if (op === 'HEALTHCHECK') out.healthcheck = json(args.slice(args.indexOf('CMD') + 3).trim())
  }
  return out
}
