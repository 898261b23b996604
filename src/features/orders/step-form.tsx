import { useState, type FormEvent, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { dayOf, isDayProblem } from '../../../contract/common';
import { orderTextRule, type OrderStepName } from '../../../contract/values';
import { useI18nContext } from '../../../i18n/i18n-react';
import type {
  OrderField,
  OrderFlowEvent,
  orderFlowMachine,
} from '../../../machines/order-flow/order-flow.machine';
import type { OrderMessageKey } from '../../../machines/order-flow/order-steps';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorSummary } from '../../components/ui/error-summary';
import { buttonPrimary } from '../../components/ui/styles';
import { ruleText } from '../../lib/form-rules';
import { formProblems } from '../auth/form-problems';
import { STEP_FIELDS, isSending } from './order-view';

/** What every step panel gets: the machine's state, its `send`, and the count of submits. */
export interface FlowProps {
  state: SnapshotFrom<typeof orderFlowMachine>;
  send: (event: OrderFlowEvent) => void;
  /** Submits so far, for the error summary to show and take focus. */
  attempt: number;
  onSubmit: () => void;
}

/** The id of a step form's field, for its label and the error summary's link. */
export function fieldId(field: OrderField): string {
  return `order-${field}`;
}

/** The words of a message of the order flow. */
export function useMessageText() {
  const { LL } = useI18nContext();
  return (key: OrderMessageKey) => LL.orders.messages[key]();
}

/** The words of the problem of one field of a step form, or null when it has none. */
export function useFieldError(flow: FlowProps) {
  const { LL } = useI18nContext();
  const messageText = useMessageText();
  return (field: OrderField): string | null => {
    const key = flow.state.context.errors[field];
    if (!key) return null;
    if (key === 'textTooLong')
      return LL.orders.textTooLong({ max: orderTextRule(field)?.max ?? 0 });
    if (isDayProblem(key)) {
      const label = field === 'pay_date' ? LL.orders.payDate() : LL.orders.deliveryDate();
      return ruleText(LL, { rule: 'day', problem: key }, label, String);
    }
    return messageText(key);
  };
}

/** The server's refusal of the last step, or the words for a step that got no answer. */
function useRefusal(flow: FlowProps): string | null {
  const messageText = useMessageText();
  const { serverMessage, serverMessageOk, message } = flow.state.context;
  if (serverMessage !== null && !serverMessageOk) return serverMessage;
  return message === 'requestFailed' ? messageText(message) : null;
}

/**
 * Where a panel without a form shows a refusal: a page left open sent a step the order had
 * already passed, and the order has moved on to a wait or to its end.
 */
export function RefusalNotice({ flow }: { flow: FlowProps }) {
  const refusal = useRefusal(flow);
  if (refusal === null) return null;
  return (
    <div role="alert" className="rounded border-2 border-red-700 bg-red-50 p-4 text-red-800">
      {refusal}
    </div>
  );
}

/**
 * A step's form: the error summary (each field's problem, then the server's refusal or a call
 * without an answer), the fields, and the submit, which the machine enables only while the step
 * can be sent.
 */
export function StepForm({
  step,
  flow,
  submitLabel,
  children,
  ask,
}: {
  step: OrderStepName;
  flow: FlowProps;
  submitLabel: string;
  children?: ReactNode;
  /** Asked before the step is sent, for a step that cannot be taken back. */
  ask?: { title: string; question: string };
}) {
  const { LL } = useI18nContext();
  const { state, send, attempt, onSubmit } = flow;
  const refusal = useRefusal(flow);
  const errorOf = useFieldError(flow);
  const [asking, setAsking] = useState(false);
  const sendStep = () => {
    // The form judges its days (payment, delivery) against the person's own calendar day.
    send({ type: 'step.submit', today: dayOf(new Date(), 'local') });
    onSubmit();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ask) setAsking(true);
    else sendStep();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorSummary
        problems={formProblems(STEP_FIELDS[step] ?? [], errorOf, fieldId, refusal)}
        attempt={attempt}
      />
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={buttonPrimary}
          disabled={!state.can({ type: 'step.submit' })}
        >
          {submitLabel}
        </button>
        <p role="status" className="text-sm text-gray-800">
          {isSending(state.value) ? LL.orders.sending() : null}
        </p>
      </div>
      {ask && asking ? (
        <ConfirmDialog
          title={ask.title}
          question={ask.question}
          confirmLabel={submitLabel}
          cancelLabel={LL.forms.cancel()}
          busyLabel={LL.orders.sending()}
          busy={false}
          error={null}
          onConfirm={() => {
            setAsking(false);
            sendStep();
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </form>
  );
}
