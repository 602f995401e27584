/**
 * Builders for Lexical rich-text values as Payload's lexical editor stores them (SerializedEditorState).
 * Pure functions: no Payload import, usable from tests.
 */

export type LexicalNode = { type: string; version: number; [k: string]: unknown }
export type RichText = {
  root: {
    type: 'root'
    children: LexicalNode[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
}

/** Lexical text format bit flags. */
const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const
export type Mark = keyof typeof FORMAT

/** Inline content: a string, a marked text or a link. */
export type Inline = string | LexicalNode

export const text = (value: string, ...marks: Mark[]): LexicalNode => ({
  type: 'text',
  version: 1,
  text: value,
  format: marks.reduce((acc, m) => acc | FORMAT[m], 0),
  detail: 0,
  mode: 'normal',
  style: '',
})
export const bold = (value: string) => text(value, 'bold')
export const italic = (value: string) => text(value, 'italic')
export const underline = (value: string) => text(value, 'underline')
export const code = (value: string) => text(value, 'code')

const inline = (children: Inline[]): LexicalNode[] => children.map((c) => (typeof c === 'string' ? text(c) : c))

const element = (type: string, children: Inline[], extra: Record<string, unknown> = {}, indent = 0): LexicalNode => ({
  type,
  version: 1,
  children: inline(children),
  direction: 'ltr',
  format: '',
  indent,
  ...extra,
})

export const paragraph = (...children: Inline[]): LexicalNode => element('paragraph', children, { textFormat: 0, textStyle: '' })

/** A paragraph shifted right by `indent` steps (the editor's indent feature). */
export const indentedParagraph = (indent: number, ...children: Inline[]): LexicalNode =>
  element('paragraph', children, { textFormat: 0, textStyle: '' }, indent)

export const heading = (tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', ...children: Inline[]): LexicalNode =>
  element('heading', children, { tag })

export const quote = (...children: Inline[]): LexicalNode => element('quote', children)

/** A list item: inline content, optionally followed by a nested list (Lexical nests it in its own item). */
type ItemObject = { children: Inline[]; nested?: { ordered?: boolean; items: ItemSpec[] } }
export type ItemSpec = Inline | Inline[] | ItemObject

function normalizeItem(item: ItemSpec): ItemObject {
  if (typeof item === 'string') return { children: [item] }
  if (Array.isArray(item)) return { children: item }
  if ('type' in item) return { children: [item] }
  return item
}

function listNode(ordered: boolean, items: ItemSpec[], depth: number): LexicalNode {
  const children: LexicalNode[] = []
  let value = 1
  for (const item of items) {
    const spec = normalizeItem(item)
    children.push(element('listitem', spec.children, { value: value++ }, depth))
    if (spec.nested) {
      // Lexical serialises a nested list as a list item holding only the inner list.
      children.push({
        type: 'listitem',
        version: 1,
        children: [listNode(Boolean(spec.nested.ordered), spec.nested.items, depth + 1)],
        direction: 'ltr',
        format: '',
        indent: depth,
        // like Lexical: the wrapper takes the next value without consuming it
        value,
      })
    }
  }
  return {
    type: 'list',
    version: 1,
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
    children,
    direction: 'ltr',
    format: '',
    indent: 0,
  }
}

export const bulletList = (...items: ItemSpec[]): LexicalNode => listNode(false, items, 0)
export const orderedList = (...items: ItemSpec[]): LexicalNode => listNode(true, items, 0)

/** External link (linkType custom). */
export const link = (url: string, label: string | LexicalNode[], newTab = true): LexicalNode => ({
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab },
  children: typeof label === 'string' ? [text(label)] : label,
  direction: 'ltr',
  format: '',
  indent: 0,
})

/** Link to another document (linkType internal, doc {relationTo, value}). */
export const internalLink = (relationTo: string, id: number, label: string): LexicalNode => ({
  type: 'link',
  version: 3,
  fields: { linkType: 'internal', doc: { relationTo, value: id }, newTab: false },
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
})

export const richText = (...children: LexicalNode[]): RichText => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})

/** Rich text from plain paragraphs. */
export const paragraphs = (...texts: string[]): RichText => richText(...texts.map((t) => paragraph(t)))
