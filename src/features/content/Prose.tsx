import { RichText } from './RichText'

/*
 * RichText outputs `<div class="prose">`, but no typography styles ship with the app (no @tailwindcss/typography):
 * these element styles give the content pages readable headings, lists, quotes and links.
 */
const PROSE_CLASS = [
  'leading-relaxed text-slate-700',
  '[&_p]:my-3 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-ink',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-ink',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-brand-ink',
  '[&_h5]:mt-4 [&_h5]:mb-1 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:mb-1 [&_h6]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline hover:[&_a]:text-brand-dark',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]',
].join(' ')

/** CMS rich text with the content pages' typography. */
export function Prose({ content, className }: { content: unknown; className?: string }) {
  return <RichText content={content} className={className ? `${PROSE_CLASS} ${className}` : PROSE_CLASS} />
}
