import { useId, useState, type FormEvent } from 'react';
import { buttonSecondary, inputClass } from './styles';

/**
 * The keyword search of a list: a labelled search field in a `search` landmark, its button, and
 * the way back to the whole list once a keyword is in force.
 */
export function SearchForm({
  keyword,
  onSearch,
  region,
  label,
  submitLabel,
  clearLabel,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Names the landmark, e.g. 'Search end users'. */
  region: string;
  label: string;
  submitLabel: string;
  clearLabel: string;
}) {
  const inputId = useId();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search aria-label={region} className="mb-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-900">
            {label}
          </label>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonSecondary}>
          {submitLabel}
        </button>
        {keyword ? (
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {clearLabel}
          </button>
        ) : null}
      </form>
    </search>
  );
}
