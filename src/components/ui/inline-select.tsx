import { useId } from 'react';

/** One choice of an {@link InlineSelect}; `lang` names the language its label is written in. */
export interface InlineOption {
  value: string;
  label: string;
  lang?: string;
}

/** A small labelled select on one line with its label, for settings of a screen (rows per page, language). */
export function InlineSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly InlineOption[];
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded border border-gray-500 bg-white px-2 py-1 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
