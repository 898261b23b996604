import { KeywordForm } from '../../components/ui/search-form';

/**
 * A desk's keyword search: a `search` landmark named as its field, with the field and its
 * button. The desk keeps the keyword with `useListSearch`, so a search goes back to page 1.
 */
export function DeskSearch({
  keyword,
  onSearch,
  texts,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  texts: { keyword: () => string; search: () => string };
}) {
  return (
    <search aria-label={texts.keyword()}>
      <KeywordForm
        keyword={keyword}
        onSearch={onSearch}
        label={texts.keyword()}
        submitLabel={texts.search()}
      />
    </search>
  );
}
