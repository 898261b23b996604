import type { OrderDetail } from '../../../contract/orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { orderStepName } from '../../../machines/order-flow/order-steps';
import { useLanguage } from '../../app/language-provider';
import { EmptyState } from '../../components/ui/empty-state';
import { formatDateTime } from '../../lib/intl';
import { Section } from '../quotations/detail-parts';

/** Who did what to the order and when, oldest first, with head office's note where it gave one. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  return (
    <Section id="order-timeline" title={say.timeline()}>
      {order.events.length === 0 ? (
        <EmptyState message={say.noEvents()} />
      ) : (
        <ol className="space-y-3 border-s-2 border-gray-300 ps-4">
          {order.events.map((event, index) => (
            <li key={`${event.time}:${event.action}:${index}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-brand"
              />
              <p className="text-sm text-gray-700">
                <time dateTime={event.time.replace(' ', 'T')}>
                  {formatDateTime(event.time, lang)}
                </time>
                {' · '}
                {say.step[orderStepName(event.step)]()}
              </p>
              <p className="font-medium text-gray-900">{event.text}</p>
              <p className="text-sm text-gray-800">
                {say.byWhom({ name: event.actor_name, role: say.actor[event.actor]() })}
              </p>
              {event.note ? (
                <p className="text-sm text-gray-800">{say.note({ note: event.note })}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
