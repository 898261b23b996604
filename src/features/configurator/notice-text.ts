import { MAX_CART_QUANTITY } from '../../../contract/cart';
import type { ConfiguratorMessageKey } from '../../../machines/configurator/configurator.machine';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatNumber } from '../../lib/intl';

/** The configurator's messages in the user's language. */
export function useNoticeText(): (key: ConfiguratorMessageKey) => string {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.configurator.message;
  return (key) =>
    key === 'checkQuantity'
      ? say.checkQuantity({ max: formatNumber(MAX_CART_QUANTITY, lang) })
      : say[key]();
}
