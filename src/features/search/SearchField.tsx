import { forwardRef, type InputHTMLAttributes } from 'react'

import { MAX_QUERY_LENGTH } from '@/lib/search/types'

import { SEARCH_MESSAGES } from './messages'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength' | 'placeholder'> & { id: string }

/** The search field everywhere (spec §2): its label, the placeholder and at most 512 characters. */
export const SearchField = forwardRef<HTMLInputElement, Props>(function SearchField({ id, className = '', ...input }, ref) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {SEARCH_MESSAGES.label}
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={SEARCH_MESSAGES.placeholder}
        className={`min-w-0 flex-1 rounded border border-slate-300 bg-white px-3 text-base text-brand-ink placeholder:text-slate-500 ${className}`}
        {...input}
      />
    </>
  )
})
