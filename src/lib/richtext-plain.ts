/** Plain text of a Lexical rich-text value (for meta descriptions and short excerpts). */
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

export function richTextToPlain(value: unknown, max = Infinity): string {
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root) return ''
  const blocks: string[] = []
  const walk = (node: LexicalNode): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(walk).join(''))
  for (const child of root.children ?? []) {
    const text = walk(child).trim()
    if (text) blocks.push(text)
  }
  const plain = blocks.join('\n')
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain
}
