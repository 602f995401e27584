import type { HighlightPart } from './hitView'

/** A highlighted value: matched parts in <mark>, the rest as text (never parsed as HTML). */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.highlighted ? (
          <mark key={i} className="bg-amber-100 font-semibold text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}
