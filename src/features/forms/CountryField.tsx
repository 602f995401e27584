import { COUNTRY_LABELS, DELIVERY_COUNTRIES, type DeliveryCountry } from '@/lib/account/addresses'

type Props = {
  /** The form's own id (useId): the field's id is `${formId}-country`. */
  formId: string
  label: string
  value: string
  onValue: (value: DeliveryCountry) => void
  error?: string | null
  selectClassName: string
  /** The field's name in the form's data, when it has one. */
  name?: string
}

/** The delivery country of an address form (France, Belgium), with its error under it. */
export function CountryField({ formId, label, value, onValue, error, selectClassName, name }: Props) {
  return (
    <div>
      <label htmlFor={`${formId}-country`} className="block text-sm font-semibold text-brand-ink">
        {label}
      </label>
      <select
        id={`${formId}-country`}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value as DeliveryCountry)}
        className={selectClassName}
      >
        {DELIVERY_COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {COUNTRY_LABELS[c]}
          </option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  )
}
