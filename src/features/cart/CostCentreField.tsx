import { FieldError } from '@/features/forms/FieldError'
import type { CostCentre } from '@/lib/approvals/api'
import { APPROVAL_TEXT } from '@/lib/approvals/messages'

type Props = {
  formId: string
  centres: readonly CostCentre[]
  value: string
  onValue: (code: string) => void
  error?: string | null
  selectClassName: string
}

/** « Centre de coût »: one of the company's, required when it has any (the server refuses an order without one). */
export function CostCentreField({ formId, centres, value, onValue, error, selectClassName }: Props) {
  const id = `${formId}-cost-centre`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-ink">
        {APPROVAL_TEXT.costCentre}
      </label>
      <select
        id={id}
        name="cost_centre"
        required
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClassName}
        data-testid="cost-centre"
      >
        <option value="">{APPROVAL_TEXT.costCentrePlaceholder}</option>
        {centres.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label} ({c.code})
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
