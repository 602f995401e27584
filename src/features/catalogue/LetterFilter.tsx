import { ALL_LETTERS, LETTERS } from './letters'

type Props = { letter: string | null; available: Set<string>; onChange: (letter: string | null) => void }

const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-2 text-sm font-semibold'

/** 'Tout' + A–Z toggle buttons; letters with no brand are disabled. */
export function LetterFilter({ letter, available, onChange }: Props) {
  const style = (active: boolean, disabled = false) =>
    `${base} ${active ? 'border-brand bg-brand text-white' : disabled ? 'border-slate-200 text-slate-300' : 'border-slate-300 text-brand-ink hover:border-brand hover:text-brand'}`
  return (
    <div role="group" aria-label="Filtrer les partenaires par lettre" className="flex flex-wrap gap-1.5" data-testid="letter-filter">
      <button type="button" aria-pressed={letter === null} onClick={() => onChange(null)} className={style(letter === null)}>
        {ALL_LETTERS}
      </button>
      {LETTERS.map((l) => {
        const disabled = !available.has(l) && l !== letter
        return (
          <button
            key={l}
            type="button"
            aria-pressed={letter === l}
            disabled={disabled}
            onClick={() => onChange(l)}
            className={style(letter === l, disabled)}
          >
            {l}
          </button>
        )
      })}
    </div>
  )
}
