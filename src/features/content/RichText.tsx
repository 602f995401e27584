import Link from 'next/link'
import { createElement, Fragment } from 'react'
import type { CSSProperties, ReactNode } from 'react'

import { cleanHref, hrefForDoc, isSafeHref } from './richTextLinks'

export { hrefForDoc, isSafeHref } from './richTextLinks'

/*
 * Renderer for the Lexical rich text Payload stores (`{ root: { type: 'root', children } }`).
 * The input is untrusted JSON: every field is checked before use, unknown nodes render their
 * children, and nothing here throws on malformed values.
 *
 * Local, minimal mirrors of @payloadcms/richtext-lexical's SerializedParagraphNode,
 * SerializedHeadingNode, SerializedQuoteNode, SerializedListNode, SerializedListItemNode,
 * SerializedLinkNode and SerializedTextNode: only the fields read here, all optional.
 */
type RawNode = {
  type?: unknown
  children?: unknown
  indent?: unknown
  tag?: unknown
  listType?: unknown
  start?: unknown
  value?: unknown
  checked?: unknown
  text?: unknown
  format?: unknown
  fields?: {
    linkType?: unknown
    url?: unknown
    newTab?: unknown
    doc?: { relationTo?: unknown; value?: unknown } | null
  } | null
}

/** Lexical text format bit flags. */
const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/** Deeper trees are cut: protects against stack overflow on hostile or cyclic input. */
const MAX_DEPTH = 64
/** Left padding per indent step, in rem. */
const INDENT_STEP_REM = 1.5

type Context = {
  depth: number
  /** Number of lists enclosing the node (Lexical stores a list item's nesting depth as its indent). */
  listDepth: number
  /** Type of the list directly holding the node, when it is a list item. */
  listTag?: 'ul' | 'ol'
  /** Inside a link: nested links are flattened to their text. */
  inLink: boolean
  /** Inside phrasing content (p, h1–h6, a): block nodes there are flattened to their children. */
  inline: boolean
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'list'])

const isNode = (value: unknown): value is RawNode => typeof value === 'object' && value !== null && !Array.isArray(value)

const childrenOf = (node: RawNode): unknown[] => (Array.isArray(node.children) ? node.children : [])

const indentOf = (node: RawNode): number =>
  typeof node.indent === 'number' && Number.isFinite(node.indent) && node.indent > 0 ? Math.floor(node.indent) : 0

/** `style` and `data-indent` for an element's indent; `padded` is the part turned into padding. */
function indentProps(indent: number, padded = indent): { style?: CSSProperties; 'data-indent'?: number } {
  if (indent <= 0) return {}
  return {
    'data-indent': indent,
    ...(padded > 0 ? { style: { paddingInlineStart: `${padded * INDENT_STEP_REM}rem` } } : {}),
  }
}

function renderChildren(node: RawNode, ctx: Context): ReactNode[] {
  const out: ReactNode[] = []
  childrenOf(node).forEach((child, index) => {
    const rendered = renderNode(child, ctx, index)
    if (rendered !== null && rendered !== undefined && rendered !== false) out.push(rendered)
  })
  return out
}

function renderText(node: RawNode, key: number): ReactNode {
  if (typeof node.text !== 'string' || node.text === '') return null
  const format = typeof node.format === 'number' && Number.isInteger(node.format) ? node.format : 0
  // Stable nesting, innermost first; the outermost element carries the key: strong > em > u > s > code.
  const tags = (
    [
      [TEXT_FORMAT.code, 'code'],
      [TEXT_FORMAT.strikethrough, 's'],
      [TEXT_FORMAT.underline, 'u'],
      [TEXT_FORMAT.italic, 'em'],
      [TEXT_FORMAT.bold, 'strong'],
    ] as const
  ).filter(([bit]) => (format & bit) !== 0)
  return tags.reduce<ReactNode>((inner, [, tag], index) => createElement(tag, index === tags.length - 1 ? { key } : null, inner), node.text)
}

function renderLink(node: RawNode, ctx: Context, key: number): ReactNode {
  const children = renderChildren(node, { ...ctx, inLink: true, inline: true })
  if (children.length === 0) return null
  const plain = <Fragment key={key}>{children}</Fragment>
  if (ctx.inLink) return plain
  const fields = isNode(node.fields) ? node.fields : null
  if (!fields) return plain
  const newTab = fields.newTab === true ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {}

  if (fields.linkType === 'internal') {
    const doc = isNode(fields.doc) ? (fields.doc as { relationTo?: unknown; value?: unknown }) : null
    const href = doc ? hrefForDoc(doc.relationTo, doc.value) : null
    if (!href) return plain
    return (
      <Link key={key} href={href} {...newTab}>
        {children}
      </Link>
    )
  }

  // 'custom' (and autolink, which has no linkType in older data): an external or relative URL.
  if (fields.linkType !== undefined && fields.linkType !== 'custom') return plain
  if (typeof fields.url !== 'string' || !isSafeHref(fields.url)) return plain
  return (
    <a key={key} href={cleanHref(fields.url)} {...newTab}>
      {children}
    </a>
  )
}

function renderNode(raw: unknown, parent: Context, key: number): ReactNode {
  if (!isNode(raw) || parent.depth >= MAX_DEPTH) return null
  const node = raw
  const ctx: Context = { ...parent, depth: parent.depth + 1, listTag: undefined }
  const indent = indentOf(node)

  // Malformed trees (a paragraph inside a paragraph…) would give invalid HTML and hydration errors.
  if (parent.inline && typeof node.type === 'string' && BLOCK_TYPES.has(node.type)) {
    const children = renderChildren(node, ctx)
    return children.length > 0 ? <Fragment key={key}>{children}</Fragment> : null
  }

  switch (node.type) {
    case 'text':
      return renderText(node, key)

    case 'linebreak':
      return <br key={key} />

    case 'tab':
      return '\t'

    case 'paragraph': {
      const children = renderChildren(node, { ...ctx, inline: true })
      // Empty paragraphs (editor spacing) render nothing.
      if (children.length === 0) return null
      return (
        <p key={key} {...indentProps(indent)}>
          {children}
        </p>
      )
    }

    case 'heading': {
      const children = renderChildren(node, { ...ctx, inline: true })
      if (children.length === 0) return null
      if (typeof node.tag !== 'string' || !HEADING_TAGS.has(node.tag)) {
        return (
          <p key={key} {...indentProps(indent)}>
            {children}
          </p>
        )
      }
      const Tag = node.tag as HeadingTag
      return (
        <Tag key={key} {...indentProps(indent)}>
          {children}
        </Tag>
      )
    }

    case 'quote': {
      const children = renderChildren(node, ctx)
      if (children.length === 0) return null
      return (
        <blockquote key={key} {...indentProps(indent)}>
          {children}
        </blockquote>
      )
    }

    case 'list': {
      const Tag = node.listType === 'number' ? 'ol' : 'ul'
      const children = renderChildren(node, { ...ctx, listDepth: parent.listDepth + 1, listTag: Tag })
      if (children.length === 0) return null
      const start =
        Tag === 'ol' && typeof node.start === 'number' && Number.isInteger(node.start) && node.start !== 1 ? node.start : undefined
      return (
        <Tag key={key} start={start} data-list-type={node.listType === 'check' ? 'check' : undefined} {...indentProps(indent)}>
          {children}
        </Tag>
      )
    }

    case 'listitem': {
      // Only meaningful directly inside a list; elsewhere the item's content is kept.
      if (!parent.listTag) return <Fragment key={key}>{renderChildren(node, ctx)}</Fragment>
      const kids = childrenOf(node)
      const holdsOnlyLists = kids.length > 0 && kids.every((k) => isNode(k) && k.type === 'list')
      const children = renderChildren(node, ctx)
      if (children.length === 0) return null
      // Lexical stores the nesting depth as a list item's indent, and nesting already indents it:
      // only the indent beyond the nesting depth becomes padding.
      const extra = Math.max(0, indent - (parent.listDepth - 1))
      const props = indentProps(indent, extra)
      const value = parent.listTag === 'ol' && typeof node.value === 'number' && Number.isInteger(node.value) ? node.value : undefined
      const style: CSSProperties | undefined = holdsOnlyLists ? { ...props.style, listStyleType: 'none' } : props.style
      return (
        <li
          key={key}
          value={value}
          data-indent={props['data-indent']}
          data-checked={typeof node.checked === 'boolean' ? String(node.checked) : undefined}
          style={style}
        >
          {children}
        </li>
      )
    }

    case 'link':
    case 'autolink':
      return renderLink(node, ctx, key)

    default: {
      // Unknown node: its children if any, otherwise nothing.
      const children = renderChildren(node, ctx)
      return children.length > 0 ? <Fragment key={key}>{children}</Fragment> : null
    }
  }
}

/** The root node of a Payload rich-text value, or null when it is not one. */
function rootOf(content: unknown): RawNode | null {
  if (!isNode(content)) return null
  const root = (content as { root?: unknown }).root
  return isNode(root) ? root : null
}

export type RichTextProps = {
  /** A Payload Lexical value (`{ root: { type: 'root', children } }`); anything else renders nothing. */
  content: unknown
  className?: string
}

/** Renders CMS rich text inside `<div className="prose …">`; renders nothing when there is no content. */
export function RichText({ content, className }: RichTextProps) {
  const root = rootOf(content)
  if (!root) return null
  let children: ReactNode[]
  try {
    children = renderChildren(root, { depth: 0, listDepth: 0, inLink: false, inline: false })
  } catch {
    // Getters or proxies in hand-made input: never break the page for a rich-text field.
    children = []
  }
  if (children.length === 0) return null
  return <div className={className ? `prose ${className}` : 'prose'}>{children}</div>
}
