import { Link } from 'react-router';
import { MAX_CART_QUANTITY } from '../../../contract/cart';
import {
  isQuantity,
  type ConfiguratorContext,
  type ConfiguratorEvent,
  type ConfiguredLine,
} from '../../../machines/configurator/configurator.machine';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { Button } from '../../components/ui/button';
import { QuantityField } from '../../components/ui/quantity-field';
import { buttonPrimary, buttonSecondary, buttonSmall, textLink } from '../../components/ui/styles';
import { formatNumber, formatUsd } from '../../lib/intl';
import { fromCents, sumCents } from '../../lib/money';

/** One product of the configuration: model, name, price, its quantity and its removal. */
function LineRow({
  line,
  removeLabel,
  onQuantity,
  onRemove,
}: {
  line: ConfiguredLine;
  removeLabel: string;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.configurator;
  const max = formatNumber(MAX_CART_QUANTITY, lang);
  return (
    <li className="space-y-2 border-t border-gray-200 pt-3 first:border-t-0 first:pt-0">
      <div>
        <p className="font-semibold break-words text-gray-900" dir="ltr">
          {line.goods.model}
        </p>
        <p className="text-sm break-words text-gray-700">{line.goods.name}</p>
        <p className="text-sm text-gray-800">{formatUsd(line.goods.gpl_price, lang)}</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <QuantityField
          id={`configured-${line.goods.id}`}
          label={say.quantityOf({ model: line.goods.model })}
          value={line.quantity}
          onChange={onQuantity}
          error={isQuantity(line.quantity) ? null : say.quantityHint({ max })}
        />
        <button type="button" className={buttonSmall} onClick={onRemove}>
          <span aria-hidden="true">{say.remove()}</span>
          <span className="sr-only">{removeLabel}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The configuration being built: the main product and its accessories with their quantities,
 * the total at GPL prices, and the way into the cart.
 */
export function ConfigurationPanel({
  context,
  adding,
  send,
}: {
  context: ConfiguratorContext;
  adding: boolean;
  send: (event: ConfiguratorEvent) => void;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.configurator;
  const { main, accessories, refusal, confirmation } = context;
  const valid = [...(main ? [main] : []), ...accessories].filter((line) =>
    isQuantity(line.quantity),
  );
  const total = sumCents(
    valid,
    (line) => line.goods.gpl_price,
    (line) => Number(line.quantity.trim()),
  );
  return (
    <section
      aria-labelledby="configuration-title"
      className="space-y-4 rounded border border-gray-300 p-4"
    >
      <h2 id="configuration-title" className="text-lg font-semibold text-gray-900">
        {say.configuration()}
      </h2>
      {main ? (
        <div className="space-y-3">
          <h3 className="text-sm font-medium text-gray-700">{say.mainProduct()}</h3>
          <ul>
            <LineRow
              line={main}
              removeLabel={say.removeMain({ model: main.goods.model })}
              onQuantity={(quantity) => send({ type: 'main.quantity', quantity })}
              onRemove={() => send({ type: 'main.remove' })}
            />
          </ul>
          <h3 className="text-sm font-medium text-gray-700">{say.accessories()}</h3>
          {accessories.length === 0 ? (
            <p className="text-sm text-gray-700">{say.noAccessoriesChosen()}</p>
          ) : (
            <ul className="space-y-3">
              {accessories.map((line) => (
                <LineRow
                  key={line.goods.id}
                  line={line}
                  removeLabel={say.removeAccessory({ model: line.goods.model })}
                  onQuantity={(quantity) =>
                    send({ type: 'accessory.quantity', goodsId: line.goods.id, quantity })
                  }
                  onRemove={() => send({ type: 'accessory.remove', goodsId: line.goods.id })}
                />
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="text-sm text-gray-700">{say.nothingChosen()}</p>
      )}
      <button
        type="button"
        className={buttonSecondary}
        onClick={() => send({ type: 'accessories.open' })}
      >
        {accessories.length > 0 ? say.changeAccessories() : say.addAccessories()}
      </button>
      <p className="flex flex-wrap justify-between gap-2 border-t border-gray-200 pt-3 text-gray-900">
        <span>{say.total()}</span>
        <span className="font-semibold">{formatUsd(fromCents(total), lang)}</span>
      </p>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {'serverMessage' in refusal ? refusal.serverMessage : say.message.requestFailed()}
        </p>
      ) : null}
      <Button
        className={`${buttonPrimary} w-full`}
        unavailable={adding}
        onClick={() => send({ type: 'cart.add' })}
      >
        {adding ? say.adding() : say.addToCart()}
      </Button>
      <div role="status">
        {confirmation ? (
          <p className="text-sm text-gray-900">
            {confirmation}{' '}
            <Link to="/product/prolist" className={textLink}>
              {say.goToCart()}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
