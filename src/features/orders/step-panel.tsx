import type { ReactNode } from 'react';
import type { OrderStepName } from '../../../contract/orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { orderWait, type OrderMessageKey } from '../../../machines/order-flow/order-steps';
import { useLanguage } from '../../app/language-provider';
import { buttonSecondary } from '../../components/ui/styles';
import { formatDate, formatDateTime } from '../../lib/intl';
import { FactList } from '../quotations/detail-parts';
import { FileLink } from './order-records';
import { RefusalNotice, StepForm, useMessageText, type FlowProps } from './step-form';
import { BasicForm, ContractForm, PaymentForm, ScheduleForm } from './step-forms';

/** A wait on head office: the spec's sentence, and a way to look again. */
function Wait({
  flow,
  message,
  children,
}: {
  flow: FlowProps;
  message: OrderMessageKey;
  children?: ReactNode;
}) {
  const { LL } = useI18nContext();
  const messageText = useMessageText();
  const { state, send } = flow;
  return (
    <div className="space-y-4">
      <RefusalNotice flow={flow} />
      <p
        role="status"
        className="rounded border border-amber-600 bg-amber-50 p-4 font-medium text-gray-900"
      >
        {messageText(message)}
      </p>
      {children}
      <button
        type="button"
        className={buttonSecondary}
        disabled={!state.can({ type: 'order.refresh' })}
        onClick={() => send({ type: 'order.refresh' })}
      >
        {LL.orders.checkAgain()}
      </button>
    </div>
  );
}

/** The step the machine shows, one at a time. */
export function StepPanel({ step, ...flow }: FlowProps & { step: OrderStepName }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  const order = flow.state.context.order;
  if (order === null) return null;
  switch (step) {
    case 'generate':
      return <StepForm step={step} flow={flow} submitLabel={say.step.generate()} />;
    case 'basic':
      return <BasicForm flow={flow} />;
    case 'contract':
      return <ContractForm flow={flow} />;
    case 'payment':
      if (flow.state.matches({ payment: 'awaitingConfirmation' })) {
        return (
          <Wait flow={flow} message="waitPaymentConfirmation">
            <FactList
              facts={[
                [say.payDate(), order.pay_date ? formatDate(order.pay_date, lang) : '–'],
                [
                  say.receipt(),
                  order.pay_receipt ? (
                    <FileLink name={order.pay_receipt.name} url={order.pay_receipt.url} />
                  ) : (
                    '–'
                  ),
                ],
              ]}
            />
          </Wait>
        );
      }
      return <PaymentForm flow={flow} />;
    case 'schedule':
      return <ScheduleForm flow={flow} />;
    case 'reminder':
      return (
        <StepForm step={step} flow={flow} submitLabel={say.remind()}>
          <p className="max-w-prose text-gray-800">{say.reminderIntro()}</p>
        </StepForm>
      );
    case 'shipping':
      // What is awaited now: the materials, or, once they are in, the delivery receipt letter.
      return (
        <Wait flow={flow} message={orderWait(order) ?? 'waitShippingMaterials'}>
          {order.shipping_info === null ? null : <ShippingMaterials order={order} />}
        </Wait>
      );
    case 'receipt':
      return (
        <StepForm
          step={step}
          flow={flow}
          submitLabel={say.confirmReceipt()}
          ask={{
            title: say.confirmReceiptTitle(),
            question: say.confirmReceiptQuestion({ number: order.order_sn }),
          }}
        >
          <p className="max-w-prose text-gray-800">{say.receiptIntro()}</p>
          <ShippingMaterials order={order} />
        </StepForm>
      );
    case 'done':
      return (
        <div className="space-y-2">
          <RefusalNotice flow={flow} />
          <p
            role="status"
            className="rounded border border-green-800 bg-green-50 p-4 font-medium text-gray-900"
          >
            {say.completedNotice()}
          </p>
          {order.finish_time ? (
            <p className="text-gray-800">
              {say.completedOn({ when: formatDateTime(order.finish_time, lang) })}
            </p>
          ) : null}
        </div>
      );
  }
}

/** What head office sent for the delivery: the shipping information, files and letter. */
function ShippingMaterials({
  order,
}: {
  order: NonNullable<FlowProps['state']['context']['order']>;
}) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  return (
    <FactList
      facts={[
        [say.shippingInfo(), order.shipping_info ?? '–'],
        [
          say.shippingFiles(),
          <ul className="space-y-1">
            {order.shipping_files.map((file) => (
              <li key={file.url}>
                <FileLink name={file.name} url={file.url} />
              </li>
            ))}
          </ul>,
        ],
        [
          say.deliveryReceipt(),
          order.delivery_receipt ? (
            <FileLink name={order.delivery_receipt.name} url={order.delivery_receipt.url} />
          ) : (
            '–'
          ),
        ],
      ]}
    />
  );
}
