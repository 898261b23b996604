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
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // As wide as its longest option, but never wider than the screen (320 px and up).
        className="max-w-full min-w-0 rounded border border-gray-500 bg-white px-2 py-1 text-sm"
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
