import type { Goods } from '../../../contract/catalog';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { ListState } from '../../components/ui/list-state';
import { buttonSecondary } from '../../components/ui/styles';
import { formatUsd } from '../../lib/intl';
import type { Paging } from '../../lib/use-paging';
import { useGoodsList } from './api';
import type { GoodsFilter } from './goods-filters';

/** One orderable item: picture, model, name and description, price, and the way to choose it. */
function GoodsCard({
  goods,
  chosen,
  onChoose,
}: {
  goods: Goods;
  chosen: boolean;
  onChoose: (goods: Goods) => void;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.configurator;
  return (
    <li
      className={`flex gap-3 rounded border p-3 ${chosen ? 'border-brand ring-1 ring-brand' : 'border-gray-300'}`}
    >
      <img
        src={goods.image}
        alt=""
        loading="lazy"
        className="size-16 shrink-0 rounded bg-gray-100 object-contain sm:size-20"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold break-words text-gray-900" dir="ltr">
          {goods.model}
        </h3>
        <p className="text-sm break-words text-gray-800">{goods.name}</p>
        {goods.description ? (
          <p className="text-sm break-words text-gray-700">{goods.description}</p>
        ) : null}
        <p className="text-sm text-gray-700">{say.erpNo({ erp: goods.erp_no })}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          <span className="text-sm text-gray-900">
            {say.gplPrice()}:{' '}
            <span className="font-semibold">{formatUsd(goods.gpl_price, lang)}</span>
          </span>
          {goods.has_accessories ? (
            <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
              {say.takesAccessories()}
            </span>
          ) : null}
          <button
            type="button"
            className={`${buttonSecondary} ms-auto`}
            aria-pressed={chosen}
            onClick={() => onChoose(goods)}
          >
            <span aria-hidden="true">{say.choose()}</span>
            <span className="sr-only">{say.chooseLabel({ model: goods.model })}</span>
          </button>
          {chosen ? (
            <span className="text-sm font-semibold text-brand" aria-hidden="true">
              {say.chosen()}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** One page of the goods the filter finds, each to choose as the main product. */
export function GoodsList({
  filter,
  paging,
  chosenId,
  onChoose,
}: {
  filter: GoodsFilter;
  paging: Paging;
  chosenId: number | null;
  onChoose: (goods: Goods) => void;
}) {
  const { LL } = useI18nContext();
  const say = LL.configurator;
  const list = useGoodsList({
    page: paging.page,
    limit: paging.pageSize,
    ...(filter.cateId !== null ? { cate_id: filter.cateId } : {}),
    ...(filter.labelIds.length > 0 ? { label_ids: filter.labelIds } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  });
  const filtered = filter.cateId !== null || filter.labelIds.length > 0 || filter.keyword !== '';
  return (
    <ListState
      query={list}
      paging={paging}
      pagerLabel={say.pages()}
      empty={filtered ? LL.lists.noResults() : LL.lists.noData()}
      skeleton={{ rows: 4 }}
    >
      {(items) => (
        <ul aria-label={say.products()} className="grid gap-3 2xl:grid-cols-2">
          {items.map((goods) => (
            <GoodsCard
              key={goods.id}
              goods={goods}
              chosen={goods.id === chosenId}
              onChoose={onChoose}
            />
          ))}
        </ul>
      )}
    </ListState>
  );
}
