import { useId } from 'react';
import type { Category } from '../../../contract/catalog';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Skeleton } from '../../components/ui/skeleton';
import { KeywordForm } from '../../components/ui/search-form';
import { buttonSecondary, inputClass } from '../../components/ui/styles';
import { useLabelGroups } from './api';

/** What the goods list is narrowed by. */
export interface GoodsFilter {
  cateId: number | null;
  labelIds: number[];
  keyword: string;
}

export const NO_FILTER: GoodsFilter = { cateId: null, labelIds: [], keyword: '' };

/** The category select: every top-level category with its sub-categories. */
function CategorySelect({
  categories,
  value,
  onChange,
}: {
  categories: Category[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { LL } = useI18nContext();
  const say = LL.configurator;
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {say.category()}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className={inputClass}
      >
        <option value="">{say.allCategories()}</option>
        {categories.map((top) => (
          <optgroup key={top.id} label={top.name}>
            <option value={top.id}>{say.allOf({ name: top.name })}</option>
            {top.children.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** The filter labels of the chosen category, one group of boxes to tick per label group. */
function LabelFilters({
  cateId,
  selected,
  onChange,
}: {
  cateId: number;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const groups = useLabelGroups(cateId);
  if (groups.isPending) return <Skeleton rows={1} />;
  if (!groups.data) return null;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <>
      {groups.data.map((group) => (
        <fieldset key={group.id} className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-gray-900">{group.name}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {group.labels.map((label) => (
              <label key={label.id} className="flex items-center gap-2 text-sm text-gray-900">
                <input
                  type="checkbox"
                  checked={selected.includes(label.id)}
                  onChange={(event) => toggle(label.id, event.target.checked)}
                  className="size-5 accent-brand"
                />
                {label.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/**
 * How the partner narrows the goods: a keyword, a category, and the category's filter labels
 * (every ticked label must apply). A new category starts with no labels ticked.
 */
export function GoodsFilters({
  categories,
  filter,
  onChange,
}: {
  categories: Category[];
  filter: GoodsFilter;
  onChange: (filter: GoodsFilter) => void;
}) {
  const { LL } = useI18nContext();
  const say = LL.configurator;
  const filtered = filter.cateId !== null || filter.labelIds.length > 0 || filter.keyword !== '';
  return (
    <search aria-label={say.findRegion()} className="space-y-4">
      <KeywordForm
        key={filter.keyword}
        keyword={filter.keyword}
        onSearch={(keyword) => onChange({ ...filter, keyword })}
        label={say.keyword()}
        submitLabel={say.search()}
      />
      <CategorySelect
        categories={categories}
        value={filter.cateId}
        onChange={(cateId) => onChange({ ...filter, cateId, labelIds: [] })}
      />
      {filter.cateId !== null ? (
        <LabelFilters
          cateId={filter.cateId}
          selected={filter.labelIds}
          onChange={(labelIds) => onChange({ ...filter, labelIds })}
        />
      ) : null}
      {filtered ? (
        <button type="button" className={buttonSecondary} onClick={() => onChange(NO_FILTER)}>
          {say.clearFilters()}
        </button>
      ) : null}
    </search>
  );
}
