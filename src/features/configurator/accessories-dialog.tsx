import { useState } from 'react';
import { MAX_CART_QUANTITY } from '../../../contract/cart';
import type { Goods } from '../../../contract/catalog';
import {
  isQuantity,
  type ConfiguredLine,
  type ConfiguratorMessageKey,
} from '../../../machines/configurator/configurator.machine';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { QuantityField } from '../../components/ui/quantity-field';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { formatNumber, formatUsd } from '../../lib/intl';
import { useAccessories } from './api';
import { useNoticeText } from './notice-text';

/** What the dialog holds for one accessory: ticked or not, and its quantity as typed. */
type Pick = { ticked: boolean; quantity: string };

/** One accessory: its box to tick, what it is, and its quantity. */
function AccessoryRow({
  goods,
  pick,
  onChange,
}: {
  goods: Goods;
  pick: Pick;
  onChange: (pick: Pick) => void;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.configurator;
  const boxId = `accessory-${goods.id}`;
  const invalid = pick.ticked && !isQuantity(pick.quantity);
  return (
    <li className="flex flex-wrap items-start gap-3 border-t border-gray-200 pt-3 first:border-t-0 first:pt-0">
      <input
        id={boxId}
        type="checkbox"
        checked={pick.ticked}
        onChange={(event) => onChange({ ...pick, ticked: event.target.checked })}
        className="mt-1 size-5 shrink-0 accent-brand"
      />
      <label htmlFor={boxId} className="min-w-0 flex-1 basis-48 text-sm text-gray-900">
        <span className="sr-only">{say.pick({ model: goods.model })}</span>
        <span aria-hidden="true" className="block font-semibold break-words" dir="ltr">
          {goods.model}
        </span>
        <span className="block break-words text-gray-700">{goods.description || goods.name}</span>
        <span className="block">{formatUsd(goods.gpl_price, lang)}</span>
      </label>
      {/* One width for every row's quantity, so that the boxes stand in one column. */}
      <div className="w-full shrink-0 ps-8 sm:w-60 sm:ps-0">
        <QuantityField
          id={`accessory-quantity-${goods.id}`}
          label={say.quantityOf({ model: goods.model })}
          value={pick.quantity}
          onChange={(quantity) => onChange({ ticked: true, quantity })}
          error={invalid ? say.quantityHint({ max: formatNumber(MAX_CART_QUANTITY, lang) }) : null}
        />
      </div>
    </li>
  );
}

/**
 * The accessories of the main product (800px): tick those to add, set their quantities, and
 * confirm. What the configuration holds already starts ticked, with its quantity. The
 * configurator's rules answer in the dialog itself ('Please check product').
 */
export function AccessoriesDialog({
  main,
  chosen,
  notice,
  onConfirm,
  onCancel,
}: {
  main: Goods;
  chosen: readonly ConfiguredLine[];
  notice: ConfiguratorMessageKey | null;
  onConfirm: (picked: ConfiguredLine[]) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const say = LL.configurator;
  const noticeText = useNoticeText();
  const accessories = useAccessories(main.id);
  const [picks, setPicks] = useState<ReadonlyMap<number, Pick>>(
    () => new Map(chosen.map((line) => [line.goods.id, { ticked: true, quantity: line.quantity }])),
  );
  const pickOf = (id: number): Pick => picks.get(id) ?? { ticked: false, quantity: '1' };
  const confirm = () =>
    onConfirm(
      (accessories.data ?? [])
        .filter((goods) => pickOf(goods.id).ticked)
        .map((goods) => ({ goods, quantity: pickOf(goods.id).quantity })),
    );

  return (
    <DialogFrame title={say.dialogTitle({ model: main.model })} width={800} onClose={onCancel}>
      <p className="mb-4 text-gray-800">{say.dialogIntro()}</p>
      {accessories.isPending ? (
        <Skeleton rows={3} />
      ) : accessories.isError ? (
        <LoadError onRetry={() => void accessories.refetch()} />
      ) : accessories.data.length === 0 ? (
        <EmptyState message={say.message.noAccessories()} />
      ) : (
        <ul aria-label={say.accessories()} className="space-y-3">
          {accessories.data.map((goods) => (
            <AccessoryRow
              key={goods.id}
              goods={goods}
              pick={pickOf(goods.id)}
              onChange={(pick) => setPicks((current) => new Map(current).set(goods.id, pick))}
            />
          ))}
        </ul>
      )}
      {notice ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {noticeText(notice)}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {say.cancel()}
        </button>
        <button type="button" className={buttonPrimary} onClick={confirm}>
          {say.confirm()}
        </button>
      </div>
    </DialogFrame>
  );
}
