import { ORDER_STEPS, type OrderStep } from '../../../contract/orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ORDER_STEP_NAMES } from '../../../contract/values';
import { useLanguage } from '../../app/language-provider';
import { formatNumber } from '../../lib/intl';
import { stepStatus, type StepStatus } from './order-view';

const marker: Record<StepStatus, string> = {
  done: 'border-green-800 bg-green-800 text-white',
  current: 'border-brand bg-brand text-white',
  waiting: 'border-gray-500 bg-white text-gray-800',
};

/**
 * The nine steps in order, each marked done, current or waiting, in words as well as colour;
 * the step the order waits on is the current one (`aria-current="step"`). On a phone the steps
 * are one row of their markers, the current one ringed, and the step's own heading below names
 * it, so the form comes first; each step's name and state stay in the list for assistive
 * technology.
 */
export function StepIndicator({ current }: { current: OrderStep }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  return (
    <div>
      <ol
        aria-label={say.steps()}
        className="flex justify-between gap-1 sm:grid sm:gap-2 sm:grid-cols-3 xl:grid-cols-9"
      >
        {ORDER_STEP_NAMES.map((name) => {
          const step = ORDER_STEPS[name];
          const status = stepStatus(step, current);
          return (
            <li
              key={name}
              aria-current={step === current ? 'step' : undefined}
              className={`flex items-start gap-2 rounded text-sm max-sm:p-0 sm:border sm:p-2 xl:flex-col ${
                status === 'current' ? 'sm:border-brand sm:bg-red-50' : 'sm:border-gray-200'
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 font-semibold ${marker[status]} ${
                  status === 'current' ? 'max-sm:ring-2 max-sm:ring-brand max-sm:ring-offset-2' : ''
                }`}
              >
                {status === 'done' ? '✓' : formatNumber(step, lang)}
              </span>
              <span className="min-w-0 break-words max-sm:sr-only">
                <span className="block font-medium text-gray-900">{say.step[name]()}</span>
                <span className="block text-xs text-gray-700">{say.stepState[status]()}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
