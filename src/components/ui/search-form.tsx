import { useId, useState, type FormEvent } from 'react';
import { TextField } from './form-field';
import { buttonSecondary } from './styles';
import { KEYWORD_MAX } from '../../../contract/common';

/**
 * A keyword form: a labelled search field, its button, and (with `clearLabel`) the way back to
 * everything once a keyword is in force.
 */
export function KeywordForm({
  keyword,
  onSearch,
  label,
  submitLabel,
  clearLabel,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  label: string;
  submitLabel: string;
  clearLabel?: string;
}) {
  const inputId = useId();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        id={inputId}
        label={label}
        type="search"
        maxLength={KEYWORD_MAX}
        value={text}
        onChange={setText}
        className="min-w-0 flex-1 basis-48"
      />
      <button type="submit" className={buttonSecondary}>
        {submitLabel}
      </button>
      {keyword && clearLabel ? (
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
  );
}

/** The keyword search of a list: a {@link KeywordForm} in a `search` landmark. */
export function SearchForm({
  region,
  ...form
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Names the landmark, e.g. 'Search end users'. */
  region: string;
  label: string;
  submitLabel: string;
  clearLabel: string;
}) {
  return (
    <search aria-label={region} className="mb-4">
      <KeywordForm {...form} />
    </search>
  );
}
