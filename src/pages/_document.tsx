import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document'

import { SCRIPT_LIST_ID, SCRIPT_LOADER } from '@/lib/paintFirst'
import { SESSION_HINT_SCRIPT } from '@/lib/sessionHint'
import { pageCardUrl } from '@/server/og/pageCard'

type DocumentFiles = Parameters<Head['getScripts']>[0]
type ScriptProps = { src?: string; noModule?: boolean }

/**
 * next/document's `<Head>`, with the page's script files run after the first frame (src/lib/paintFirst.ts): each
 * `<script src defer>` Next writes becomes a low-priority preload, and one JSON list and one inline loader add them
 * back, in the same order, once the browser has painted. `next dev` keeps Next's own scripts. What Next writes is
 * read from its two methods (the page's dynamic chunks, then its scripts, in that order): a Next upgrade that renames
 * them fails the build's type check, and e2e/hydration.spec.ts checks the HTML (decision record 0013).
 */
class PaintFirstHead extends Head {
  private deferred: string[] = []

  private preloadInstead(nodes: ReactNode): ReactNode[] {
    return Children.toArray(nodes).map((node) => {
      if (!isValidElement(node) || node.type !== 'script') return node
      const { src, noModule } = (node as ReactElement<ScriptProps>).props
      // the nomodule polyfills stay as they are: modern browsers ignore them
      if (!src || noModule) return node
      this.deferred.push(src)
      return <link key={src} rel="preload" as="script" href={src} fetchPriority="low" />
    })
  }

  override getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files)
    return this.context.isDevelopment ? chunks : (this.preloadInstead(chunks) as ReturnType<Head['getDynamicChunks']>)
  }

  override getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files)
    if (this.context.isDevelopment) return scripts
    const preloads = this.preloadInstead(scripts)
    return [
      ...preloads,
      <script
        key={SCRIPT_LIST_ID}
        id={SCRIPT_LIST_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(this.deferred).replace(/</g, '\\u003c') }}
      />,
      <script key="paint-first" dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER }} />,
    ] as unknown as ReturnType<Head['getScripts']>
  }
}

type Props = { ogImage: string | null }

/**
 * The page's og:image is written here, not by its `<Seo>`: the address carries the page's title and description
 * signed with a server secret (/api/og draws nothing else), which the browser cannot compute. Written by the document,
 * it is not one of next/head's tags, so the browser leaves it as the server wrote it.
 */
export default class ShopDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps & Props> {
    const initialProps = await Document.getInitialProps(ctx)
    return { ...initialProps, ogImage: await pageCardUrl(initialProps.head) }
  }

  override render() {
    return <ShopHtml ogImage={this.props.ogImage} />
  }
}

function ShopHtml({ ogImage }: Props) {
  return (
    <Html lang="fr">
      <PaintFirstHead>
        {/* first: <html data-session> is set before anything is painted (src/lib/sessionHint.ts) */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
        {ogImage ? <meta property="og:image" content={ogImage} /> : null}
        {ogImage ? <meta property="og:image:width" content="1200" /> : null}
        {ogImage ? <meta property="og:image:height" content="630" /> : null}
        <meta name="theme-color" content="#1d232b" />
        {/* public/icon.svg; favicon.ico and apple-touch-icon.png are made from it by scripts/favicon.mjs */}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
