import { useState } from 'react';
import { MAX_CART_QUANTITY, type CartItem } from '../../../contract/cart';
import { isQuantity } from '../../../machines/configurator/configurator.machine';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { LineModel } from '../../components/ui/line-model';
import { QuantityField } from '../../components/ui/quantity-field';
import { buttonSmall } from '../../components/ui/styles';
import { errorText } from '../../lib/api/error-text';
import { formatNumber, formatUsd } from '../../lib/intl';
import { useChangeCartQuantity } from './api';

/** The quantity of a line, saved when the partner leaves the field or presses Enter. */
function QuantityCell({ line }: { line: CartItem }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.cart;
  const [text, setText] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeCartQuantity();
  const commit = () => {
    if (text.trim() === String(line.quantity)) return setProblem(null);
    if (!isQuantity(text)) {
      return setProblem(say.quantityProblem({ max: formatNumber(MAX_CART_QUANTITY, lang) }));
    }
    setProblem(null);
    change.mutate(
      { id: line.id, quantity: Number(text.trim()) },
      { onError: (error) => setProblem(errorText(error)) },
    );
  };
  return (
    <QuantityField
      id={`cart-quantity-${line.id}`}
      label={say.quantityOf({ model: line.model })}
      labelHidden
      value={text}
      onChange={setText}
      onCommit={commit}
      error={problem}
      hint={change.isPending ? say.saving() : undefined}
    />
  );
}

/** What the rows of the cart let the partner do. */
export interface CartRowActions {
  isSelected: (id: number) => boolean;
  toggle: (line: CartItem, selected: boolean) => void;
  remove: (line: CartItem) => void;
}

/** The columns of the cart: a tick, the goods, price, quantity, subtotal and removal. */
export function cartColumns(
  LL: TranslationFunctions,
  lang: string,
  lines: readonly CartItem[],
  actions: CartRowActions,
): Column<CartItem>[] {
  const say = LL.cart;
  const mainModel = (line: CartItem) =>
    lines.find((other) => other.id === line.main_id)?.model ?? '';
  return [
    {
      key: 'select',
      header: say.select(),
      headerHidden: true,
      cell: (line) => (
        <input
          type="checkbox"
          aria-label={say.selectLine({ model: line.model })}
          checked={actions.isSelected(line.id)}
          onChange={(event) => actions.toggle(line, event.target.checked)}
          className="size-5 accent-brand"
        />
      ),
    },
    {
      key: 'model',
      header: say.model(),
      cell: (line) => (
        <LineModel
          model={line.model}
          accessoryNote={
            line.main_id === null ? undefined : say.accessoryOf({ model: mainModel(line) })
          }
        />
      ),
    },
    { key: 'name', header: say.name(), cell: (line) => line.name },
    {
      key: 'price',
      header: say.price(),
      cell: (line) => formatUsd(line.gpl_price, lang),
      align: 'end',
    },
    {
      key: 'quantity',
      header: say.quantity(),
      cell: (line) => <QuantityCell key={`${line.id}-${line.quantity}`} line={line} />,
    },
    {
      key: 'subtotal',
      header: say.subtotal(),
      cell: (line) => formatUsd(line.subtotal, lang),
      align: 'end',
    },
    {
      key: 'actions',
      header: say.actions(),
      headerHidden: true,
      align: 'end',
      cell: (line) => (
        <button type="button" className={buttonSmall} onClick={() => actions.remove(line)}>
          <span aria-hidden="true">{say.remove()}</span>
          <span className="sr-only">{say.removeLine({ model: line.model })}</span>
        </button>
      ),
    },
  ];
}
