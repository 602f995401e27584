/**
 * A table of lines (order, quote) that becomes stacked rows below the `sm` breakpoint: no side scroll hiding the
 * prices on a phone; each cell says what it is (its `data-label`, the column's heading) beside its value. The table
 * keeps its ARIA roles (display: block removes them in Chromium, so the rows and cells name them again).
 */
export const STACKED = {
  /** the box around the table: scrolls sideways only from `sm` up */
  wrapper: 'sm:overflow-x-auto',
  table: 'w-full text-left text-sm max-sm:block sm:min-w-[520px]',
  /** the headings row: read by screen readers, the stacked cells show their own label */
  head: 'border-b border-slate-300 text-slate-600 max-sm:sr-only',
  body: 'max-sm:block',
  row: 'border-b border-slate-200 max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:py-3',
  /** the product's cell, first: on a phone, a title over the figures */
  first: 'py-2 pr-3 max-sm:block max-sm:p-0',
  /** a figure's cell: on a phone, its label on the left and the value on the right */
  cell: 'px-3 py-2 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:text-right max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]',
  last: 'py-2 pl-3 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:text-right max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]',
} as const
