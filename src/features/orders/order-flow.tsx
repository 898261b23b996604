import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ORDER_STEPS, type OrderDetail } from '../../../contract/orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { orderFlowMachine } from '../../../machines/order-flow/order-flow.machine';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { notify } from '../../components/ui/toaster';
import { useOrderFlowActors } from './flow-api';
import { OrderDetails, OrderDocuments, OrderLines, OrderSummary } from './order-records';
import { OrderTimeline } from './order-timeline';
import { shownStep } from './order-view';
import { StepIndicator } from './step-indicator';
import { StepPanel } from './step-panel';

const TOTAL_STEPS = ORDER_STEPS.done;

/**
 * An order on the order-flow machine: its summary, the step indicator, the one step it waits
 * on (a form, a wait or the end), then what it holds: details, products, documents, timeline.
 * The machine decides what each step allows; a confirmation from the server shows as a toast,
 * a refusal in the step's error summary.
 */
export function OrderFlow({ initial }: { initial: OrderDetail }) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  const actors = useOrderFlowActors(say.templateName({ sn: initial.order_sn }));
  const machine = useMemo(() => orderFlowMachine.provide({ actors }), [actors]);
  const [state, send] = useMachine(machine, { input: { order: initial } });
  const order = state.context.order ?? initial;
  const { serverMessage, serverMessageOk } = state.context;
  const [attempt, setAttempt] = useState(0);
  const step = shownStep(state.value);
  const refused = serverMessage !== null && !serverMessageOk;

  useEffect(() => {
    if (serverMessage !== null && serverMessageOk) notify.success(serverMessage);
  }, [serverMessage, serverMessageOk]);

  // A new panel replaces the control that had focus: the keyboard goes on from its heading,
  // unless a refusal is shown, whose summary takes focus instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = step === null ? null : JSON.stringify(state.value);
  const shownPanel = useRef(panel);
  useEffect(() => {
    if (panel === null || panel === shownPanel.current) return;
    shownPanel.current = panel;
    if (!refused) heading.current?.focus();
  }, [panel, refused]);

  return (
    <>
      <PageHeading title={say.heading({ sn: order.order_sn })}>
        <OrderSummary order={order} />
      </PageHeading>
      <StepIndicator current={order.step} />
      <section
        aria-labelledby="order-step-heading"
        className="mt-6 rounded border border-gray-300 p-4 sm:p-6"
      >
        <h2
          id="order-step-heading"
          ref={heading}
          tabIndex={-1}
          className="mb-4 text-xl font-semibold text-gray-900 focus:outline-2 focus:outline-brand"
        >
          {step === null
            ? say.loadingStep()
            : say.stepHeading({
                number: ORDER_STEPS[step],
                total: TOTAL_STEPS,
                name: say.step[step](),
              })}
        </h2>
        {step !== null ? (
          <StepPanel
            step={step}
            state={state}
            send={send}
            attempt={attempt}
            onSubmit={() => setAttempt((n) => n + 1)}
          />
        ) : state.matches('loadFailed') ? (
          <LoadError
            message={serverMessage ?? undefined}
            onRetry={() => send({ type: 'order.refresh' })}
          />
        ) : (
          <Skeleton rows={2} />
        )}
      </section>
      <OrderDetails order={order} />
      <OrderLines order={order} />
      <OrderDocuments order={order} />
      <OrderTimeline order={order} />
    </>
  );
}
