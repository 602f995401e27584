// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { hrefForDoc, isSafeHref, RichText } from '@/features/content/RichText'

// Minimal builders for the JSON Payload's Lexical editor stores (local: no dependency on cms/ code).
type Node = Record<string, unknown>
const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const
type Mark = keyof typeof FORMAT

const text = (value: string, ...marks: Mark[]): Node => ({
  type: 'text',
  version: 1,
  text: value,
  format: marks.reduce((acc, m) => acc | FORMAT[m], 0),
  detail: 0,
  mode: 'normal',
  style: '',
})
const el = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  version: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  ...extra,
})
const p = (...children: Node[]): Node => el('paragraph', children, { textFormat: 0, textStyle: '' })
const root = (...children: Node[]) => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})
const li = (children: Node[], value: number, indent = 0): Node => el('listitem', children, { value, indent })
const list = (listType: 'bullet' | 'number' | 'check', items: Node[]): Node =>
  el('list', items, { listType, start: 1, tag: listType === 'number' ? 'ol' : 'ul' })
const link = (fields: Node, label = 'le lien'): Node => el('link', [text(label)], { version: 3, fields })
const external = (url: string, newTab = false, label = 'le lien') => link({ linkType: 'custom', url, newTab }, label)
const internal = (relationTo: string, value: unknown, label = 'le lien') =>
  link({ linkType: 'internal', doc: { relationTo, value }, newTab: false }, label)

const renderRich = (...children: Node[]) => render(<RichText content={root(...children)} />).container

afterEach(() => {
  cleanup()
})

describe('RichText: blocks', () => {
  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)('renders a %s heading as <%s>', (tag) => {
    const container = renderRich(el('heading', [text(`Titre ${tag}`)], { tag }))
    const heading = container.querySelector(tag)
    expect(heading).not.toBeNull()
    expect(heading!.textContent).toBe(`Titre ${tag}`)
    expect(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(1)
  })

  it('renders a heading with an invalid tag as a paragraph, not as that tag', () => {
    const container = renderRich(el('heading', [text('Titre')], { tag: 'script' }))
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('p')!.textContent).toBe('Titre')
  })

  it('renders a quote as <blockquote>', () => {
    const container = renderRich(el('quote', [text('Une citation')]))
    const quote = container.querySelector('div.prose > blockquote')
    expect(quote).not.toBeNull()
    expect(quote!.textContent).toBe('Une citation')
  })

  it('renders a paragraph as <p> inside the prose wrapper', () => {
    const container = renderRich(p(text('Bonjour '), text('le monde')))
    const wrapper = container.firstElementChild!
    expect(wrapper.tagName).toBe('DIV')
    expect(wrapper.className).toBe('prose')
    const para = wrapper.querySelector(':scope > p')
    expect(para!.textContent).toBe('Bonjour le monde')
  })

  it('adds the className after "prose"', () => {
    const { container } = render(<RichText content={root(p(text('x')))} className="max-w-none text-sm" />)
    expect(container.firstElementChild!.className).toBe('prose max-w-none text-sm')
  })

  it('renders an empty paragraph as nothing, without crashing', () => {
    const container = renderRich(p(), p(text('après')))
    const paras = container.querySelectorAll('p')
    expect(paras).toHaveLength(1)
    expect(paras[0]!.textContent).toBe('après')
  })

  it('renders a linebreak as <br> between the texts', () => {
    const container = renderRich(p(text('ligne 1'), { type: 'linebreak', version: 1 }, text('ligne 2')))
    const para = container.querySelector('p')!
    expect(para.childNodes).toHaveLength(3)
    expect(para.childNodes[0]!.textContent).toBe('ligne 1')
    expect((para.childNodes[1] as Element).tagName).toBe('BR')
    expect(para.childNodes[2]!.textContent).toBe('ligne 2')
  })
})

describe('RichText: lists', () => {
  it("renders a 'bullet' list as <ul> of <li>", () => {
    const container = renderRich(list('bullet', [li([text('un')], 1), li([text('deux')], 2)]))
    const ul = container.querySelector('div.prose > ul')!
    expect(ul).not.toBeNull()
    expect(container.querySelector('ol')).toBeNull()
    expect([...ul.children].map((c) => [c.tagName, c.textContent])).toEqual([
      ['LI', 'un'],
      ['LI', 'deux'],
    ])
  })

  it("renders a 'number' list as <ol>", () => {
    const container = renderRich(list('number', [li([text('premier')], 1), li([text('second')], 2)]))
    const ol = container.querySelector('div.prose > ol')!
    expect(ol).not.toBeNull()
    expect(container.querySelector('ul')).toBeNull()
    expect([...ol.querySelectorAll(':scope > li')].map((c) => c.textContent)).toEqual(['premier', 'second'])
  })

  it('renders a list item as <li> with its inline content and its value in an <ol>', () => {
    const container = renderRich(list('number', [li([text('gras', 'bold'), text(' et normal')], 3)]))
    const item = container.querySelector('ol > li')!
    expect(item.textContent).toBe('gras et normal')
    expect(item.querySelector('strong')!.textContent).toBe('gras')
    expect(item.getAttribute('value')).toBe('3')
  })

  it("renders a 'check' list as <ul>", () => {
    const container = renderRich(list('check', [el('listitem', [text('fait')], { value: 1, checked: true })]))
    const ul = container.querySelector('ul')!
    expect(ul.getAttribute('data-list-type')).toBe('check')
    expect(ul.querySelector('li')!.textContent).toBe('fait')
    expect(ul.querySelector('li')!.getAttribute('data-checked')).toBe('true')
  })

  it('renders a nested list inside a list item (Lexical shape: an item holding only the inner list)', () => {
    const container = renderRich(
      list('bullet', [
        li([text('parent')], 1),
        li([list('number', [li([text('enfant A')], 1, 1), li([text('enfant B')], 2, 1)])], 2),
        li([text('suivant')], 2),
      ]),
    )
    const outer = container.querySelector('div.prose > ul')!
    const items = outer.querySelectorAll(':scope > li')
    expect(items).toHaveLength(3)
    const inner = items[1]!.querySelector(':scope > ol')!
    expect(inner).not.toBeNull()
    expect([...inner.querySelectorAll(':scope > li')].map((c) => c.textContent)).toEqual(['enfant A', 'enfant B'])
    // the wrapper item shows no bullet of its own
    expect((items[1] as HTMLElement).style.listStyleType).toBe('none')
    // nested items keep their indent as data, but the nesting already indents them: no extra padding
    const nested = inner.querySelector('li') as HTMLElement
    expect(nested.getAttribute('data-indent')).toBe('1')
    expect(nested.getAttribute('style')).toBeNull()
    expect(items[2]!.textContent).toBe('suivant')
  })
})

describe('RichText: indent', () => {
  it('turns a paragraph indent into data-indent and a proportional left padding', () => {
    const container = renderRich({ ...p(text('décalé')), indent: 2 })
    const para = container.querySelector('p') as HTMLElement
    expect(para.getAttribute('data-indent')).toBe('2')
    expect(para.style.paddingInlineStart).toBe('3rem')
  })

  it('indents headings too, and leaves unindented blocks without style or data-indent', () => {
    const container = renderRich(el('heading', [text('Titre')], { tag: 'h2', indent: 1 }), p(text('normal')))
    const heading = container.querySelector('h2') as HTMLElement
    expect(heading.getAttribute('data-indent')).toBe('1')
    expect(heading.style.paddingInlineStart).toBe('1.5rem')
    const para = container.querySelector('p')!
    expect(para.hasAttribute('data-indent')).toBe(false)
    expect(para.hasAttribute('style')).toBe(false)
  })

  it('pads a list item indented beyond its nesting depth by the extra steps', () => {
    const container = renderRich(list('bullet', [li([text('décalé')], 1, 2)]))
    const item = container.querySelector('li') as HTMLElement
    expect(item.getAttribute('data-indent')).toBe('2')
    expect(item.style.paddingInlineStart).toBe('3rem')
  })
})

describe('RichText: marks', () => {
  it.each([
    ['bold', 'strong'],
    ['italic', 'em'],
    ['underline', 'u'],
    ['code', 'code'],
    ['strikethrough', 's'],
  ] as const)('renders %s text inside <%s>', (mark, tag) => {
    const container = renderRich(p(text('avant '), text('marqué', mark), text(' après')))
    const para = container.querySelector('p')!
    const marked = para.querySelector(tag)!
    expect(marked).not.toBeNull()
    expect(marked.textContent).toBe('marqué')
    expect(marked.children).toHaveLength(0)
    expect(para.textContent).toBe('avant marqué après')
    expect(para.querySelectorAll('strong, em, u, s, code')).toHaveLength(1)
  })

  it('nests combined bold+italic as <strong><em>', () => {
    const container = renderRich(p(text('les deux', 'bold', 'italic')))
    const para = container.querySelector('p')!
    expect(para.children).toHaveLength(1)
    const strong = para.children[0]!
    expect(strong.tagName).toBe('STRONG')
    expect(strong.children).toHaveLength(1)
    expect(strong.children[0]!.tagName).toBe('EM')
    expect(strong.children[0]!.textContent).toBe('les deux')
  })

  it('nests all five marks in the order strong > em > u > s > code', () => {
    const container = renderRich(p(text('tout', 'code', 'underline', 'bold', 'strikethrough', 'italic')))
    const chain: string[] = []
    let node: Element | undefined = container.querySelector('p')!.children[0]
    while (node) {
      chain.push(node.tagName)
      node = node.children[0]
    }
    expect(chain).toEqual(['STRONG', 'EM', 'U', 'S', 'CODE'])
  })
})

describe('RichText: links', () => {
  it('links an internal link to a page at the site root', () => {
    const container = renderRich(p(internal('pages', { id: 4, slug: 'mentions-legales', titre: 'Mentions' }, 'mentions')))
    const a = container.querySelector('a')!
    expect(a.getAttribute('href')).toBe('/mentions-legales')
    expect(a.textContent).toBe('mentions')
    expect(a.hasAttribute('target')).toBe(false)
  })

  it('links an internal link to a product page', () => {
    const container = renderRich(p(internal('produits', { id: 12, slug: 'pompe-p200' }, 'la pompe')))
    const a = container.querySelector('a')!
    expect(a.getAttribute('href')).toBe('/catalogues/produit/pompe-p200')
    expect(a.textContent).toBe('la pompe')
  })

  it('renders an unpopulated internal link (id only) as plain text', () => {
    const container = renderRich(p(text('voir '), internal('produits', 12, 'la pompe')))
    expect(container.querySelector('a')).toBeNull()
    expect(container.querySelector('p')!.textContent).toBe('voir la pompe')
  })

  it('renders an internal link to a populated document without slug as plain text', () => {
    const container = renderRich(p(internal('marques', { id: 3, nom: 'Acme' }, 'Acme')))
    expect(container.querySelector('a')).toBeNull()
    expect(container.querySelector('p')!.textContent).toBe('Acme')
  })

  it('opens an external link with newTab in a new tab, with rel noopener noreferrer', () => {
    const container = renderRich(p(external('https://example.com/doc', true, 'doc')))
    const a = container.querySelector('a')!
    expect(a.getAttribute('href')).toBe('https://example.com/doc')
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    expect(a.textContent).toBe('doc')
  })

  it('renders an external link without newTab with no target nor rel', () => {
    const container = renderRich(p(external('mailto:contact@example.com', false, 'écrire')))
    const a = container.querySelector('a')!
    expect(a.getAttribute('href')).toBe('mailto:contact@example.com')
    expect(a.hasAttribute('target')).toBe(false)
    expect(a.hasAttribute('rel')).toBe(false)
  })

  it('renders a safe URL with its surrounding whitespace and control characters removed', () => {
    const container = renderRich(p(external(' \u0001https://example.com/a \n', false, 'a')))
    expect(container.querySelector('a')!.getAttribute('href')).toBe('https://example.com/a')
  })

  it('keeps the marks of a link label', () => {
    const container = renderRich(p(el('link', [text('gras', 'bold')], { fields: { linkType: 'custom', url: '/contact', newTab: false } })))
    expect(container.querySelector('a > strong')!.textContent).toBe('gras')
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/contact')
  })

  it.each([
    'javascript:alert(1)',
    '  JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('does not render %j as a link, but keeps its text', (url) => {
    const container = renderRich(p(text('cliquer '), external(url, true, 'ici')))
    expect(container.querySelector('a')).toBeNull()
    expect(container.querySelector('[href]')).toBeNull()
    expect(container.querySelector('p')!.textContent).toBe('cliquer ici')
  })
})

describe('hrefForDoc', () => {
  it.each([
    ['pages', { id: 1, slug: 'a-propos' }, '/a-propos'],
    ['pages', { id: 2, slug: 'cookies' }, '/cookies'],
    ['produits', { id: 1, slug: 'pompe' }, '/catalogues/produit/pompe'],
    ['marques', { id: 1, slug: 'acme' }, '/partenaires/acme'],
    ['expertises', { id: 1, slug: 'hydraulique' }, '/expertises/hydraulique'],
    ['services', { id: 1, slug: 'maintenance' }, '/services/maintenance'],
    ['catalogues', { id: 1, slug: 'pompes' }, '/catalogues/pompes'],
    ['case-studies', { id: 1, slug: 'usine-x' }, '/case-studies'],
    ['articles', { id: 1, slug: 'client-y' }, '/articles'],
    ['evenements', { id: 1, slug: 'salon' }, '/evenements'],
    ['jobs', { id: 1, slug: 'technicien' }, '/jobs'],
    ['faq', { id: 1, question: 'Délais ?' }, '/faq'],
  ])('maps %s %j to %s', (relationTo, doc, href) => {
    expect(hrefForDoc(relationTo, doc)).toBe(href)
  })

  it('returns null for an id, a missing slug, or an unknown collection', () => {
    expect(hrefForDoc('pages', 7)).toBeNull()
    expect(hrefForDoc('pages', '7')).toBeNull()
    expect(hrefForDoc('faq', 7)).toBeNull()
    expect(hrefForDoc('produits', { id: 7 })).toBeNull()
    expect(hrefForDoc('produits', { id: 7, slug: '  ' })).toBeNull()
    expect(hrefForDoc('media', { id: 7, slug: 'x' })).toBeNull()
    expect(hrefForDoc('toString', { id: 7, slug: 'x' })).toBeNull()
  })

  it('encodes the slug into a single path segment', () => {
    expect(hrefForDoc('pages', { id: 1, slug: '../admin' })).toBe('/..%2Fadmin')
  })
})

describe('isSafeHref', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c',
    'HTTPS://EXAMPLE.COM',
    'mailto:contact@example.com',
    'tel:+33123456789',
    '/contact',
    '#ancre',
    '?page=2',
    '  https://example.com',
    '\u0001https://example.com',
  ])('accepts %j', (url) => {
    expect(isSafeHref(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    '  JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0085javascript:alert(1)',
    ' \u0001 java\r\nscript:alert(1)',
    'h ttps://example.com',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'example.com',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isSafeHref(url)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isSafeHref(undefined as unknown as string)).toBe(false)
    expect(isSafeHref(42 as unknown as string)).toBe(false)
  })
})

describe('RichText: robustness', () => {
  it('renders the children of an unknown node, and nothing for an unknown leaf', () => {
    const container = renderRich(el('mystery-block', [p(text('dedans'))]), { type: 'mystery-leaf', version: 1 }, p(text('fin')))
    const paras = container.querySelectorAll('div.prose > p')
    expect([...paras].map((x) => x.textContent)).toEqual(['dedans', 'fin'])
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'texte brut'],
    ['a number', 42],
    ['an array', [1, 2]],
    ['an empty object', {}],
    ['a null root', { root: null }],
    ['a root without children', { root: { type: 'root' } }],
    ['children not an array', { root: { type: 'root', children: 'oops' } }],
  ])('renders nothing for %s without throwing', (_label, content) => {
    const { container } = render(<RichText content={content} />)
    expect(container.innerHTML).toBe('')
  })

  it('skips malformed nodes and fields and keeps the valid ones', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          null,
          7,
          'x',
          [],
          { type: 'paragraph', children: [null, { type: 'text' }, { type: 'text', text: 42 }, text('ok')] },
          { type: 'paragraph', children: { not: 'an array' } },
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'mal formaté', format: 'bold' }] },
          { type: 'list', listType: 'number', children: [{ type: 'listitem', indent: 'x', children: [text('item')] }] },
          { type: 'paragraph', indent: -3, children: [{ type: 'link', children: [text('sans champs')] }] },
          { type: 'paragraph', children: [{ type: 'link', fields: { linkType: 'internal', doc: null }, children: [text('doc nul')] }] },
          { type: 'paragraph', children: [{ type: 'link', fields: { linkType: 'custom', url: 12 }, children: [text('url nombre')] }] },
        ],
      },
    }
    const { container } = render(<RichText content={content} />)
    const blocks = [...container.querySelectorAll('div.prose > *')].map((x) => [x.tagName, x.textContent])
    expect(blocks).toEqual([
      ['P', 'ok'],
      ['H2', 'mal formaté'],
      ['OL', 'item'],
      ['P', 'sans champs'],
      ['P', 'doc nul'],
      ['P', 'url nombre'],
    ])
    expect(container.querySelector('a')).toBeNull()
    expect(container.querySelector('h2 strong')).toBeNull()
    expect(container.querySelector('[data-indent]')).toBeNull()
  })

  it('survives very deep and cyclic trees', () => {
    let deep: Node = text('fond')
    for (let i = 0; i < 10_000; i++) deep = el('mystery', [deep])
    const cyclic: Node = { type: 'paragraph', children: [] }
    ;(cyclic.children as Node[]).push(cyclic, text('boucle'))
    expect(() => render(<RichText content={root(p(text('avant')), deep, cyclic)} />)).not.toThrow()
    const paras = [...document.querySelectorAll('div.prose p')]
    expect(paras[0]!.textContent).toBe('avant')
    expect(paras.some((x) => x.textContent?.endsWith('boucle'))).toBe(true)
    // the cyclic paragraph is flattened inside itself: never <p> in <p>
    expect(document.querySelector('p p')).toBeNull()
  })

  it('flattens block nodes found inside a paragraph or a heading (no <p> in <p>)', () => {
    const container = renderRich(
      p(text('a '), p(text('b')), el('heading', [text(' c')], { tag: 'h3' })),
      el('heading', [list('bullet', [li([text('d')], 1)])], { tag: 'h2' }),
    )
    const blocks = [...container.querySelectorAll('div.prose > *')].map((x) => [x.tagName, x.innerHTML])
    expect(blocks).toEqual([
      ['P', 'a b c'],
      ['H2', 'd'],
    ])
  })
})
