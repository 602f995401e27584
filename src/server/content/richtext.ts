/**
 * A page has one h1, its title: CMS rich text rendered inside it gets its h1 headings turned into h2 (the renderer
 * itself keeps h1 for places where the rich text is the whole page). Returns a new value; the input is untouched.
 */
export function demoteH1(content: unknown): unknown {
  return demote(content, 0)
}

const MAX_DEPTH = 64

function demote(node: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return node
  if (Array.isArray(node)) return node.map((child) => demote(child, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    out[key] = key === 'root' || key === 'children' ? demote(value, depth + 1) : value
  }
  if (out.type === 'heading' && out.tag === 'h1') out.tag = 'h2'
  return out
}
