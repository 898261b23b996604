import type { ChangeEvent, ReactNode } from 'react';
import { CONTRACT_UPLOAD, RECEIPT_UPLOAD, type UploadRule } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { OrderField } from '../../../machines/order-flow/order-flow.machine';
import { FormField, TextField } from '../../components/ui/form-field';
import { buttonSecondary, inputClass } from '../../components/ui/styles';
import { fieldId, StepForm, useMessageText, type FlowProps } from './step-form';

/** What a file input offers to choose: the rule's media types and extensions. */
function acceptOf(rule: UploadRule): string {
  return [...rule.types, ...rule.extensions.map((extension) => `.${extension}`)].join(',');
}

/** The problem the machine found with a field, in words. */
function useFieldError(flow: FlowProps) {
  const messageText = useMessageText();
  return (field: OrderField) => {
    const key = flow.state.context.errors[field];
    return key ? messageText(key) : null;
  };
}

/** A file input whose choice goes to the machine, which checks it before anything is sent. */
function FileField({
  field,
  label,
  hint,
  rule,
  error,
  onChange,
}: {
  field: OrderField;
  label: string;
  hint: string;
  rule: UploadRule;
  error: string | null;
  onChange: (file: File | null) => void;
}) {
  return (
    <FormField id={fieldId(field)} label={label} hint={hint} error={error} required>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={acceptOf(rule)}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onChange(event.target.files?.[0] ?? null)
          }
          className="block w-full max-w-full text-sm file:me-3 file:rounded file:border file:border-gray-500 file:bg-white file:px-3 file:py-1.5 file:text-sm file:text-gray-900"
        />
      )}
    </FormField>
  );
}

/** A date input (YYYY-MM-DD, shown as the browser's locale writes dates). */
function DateField({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: OrderField;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={fieldId(field)} label={label} error={error} required className="max-w-xs">
      {(control) => (
        <input
          {...control}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** A text area in a {@link FormField}. */
function TextArea({
  id,
  label,
  value,
  hint,
  error = null,
  required = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** Step 2: the customer the order is for, and a remark. */
export function BasicForm({ flow }: { flow: FlowProps }) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  const errorOf = useFieldError(flow);
  const form = flow.state.context.forms.basic;
  const change = (values: Partial<typeof form>) => flow.send({ type: 'basic.change', values });
  return (
    <StepForm step="basic" flow={flow} submitLabel={say.confirmBasic()}>
      <p className="max-w-prose text-gray-800">{say.basicIntro()}</p>
      <TextField
        id={fieldId('customer_name')}
        label={say.customerName()}
        value={form.customer_name}
        onChange={(customer_name) => change({ customer_name })}
        error={errorOf('customer_name')}
        autoComplete="organization"
        required
      />
      <TextArea
        id="order-remark"
        label={say.remark()}
        hint={say.remarkHint()}
        value={form.remark}
        onChange={(remark) => change({ remark })}
      />
    </StepForm>
  );
}

/**
 * Step 3: sign a contract or not. The template can be saved whenever the machine allows it;
 * the signed contract is asked for when signing.
 */
export function ContractForm({ flow }: { flow: FlowProps }) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  const errorOf = useFieldError(flow);
  const { state, send } = flow;
  const form = state.context.forms.contract;
  const choiceError = errorOf('sign_contract');
  const choiceErrorId = `${fieldId('sign_contract')}-error`;
  const choices = [
    { value: 1 as const, label: say.signYes(), id: fieldId('sign_contract') },
    { value: 0 as const, label: say.signNo(), id: `${fieldId('sign_contract')}-no` },
  ];
  return (
    <StepForm step="contract" flow={flow} submitLabel={say.submitContract()}>
      <fieldset aria-describedby={choiceError ? choiceErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-900">
          {say.signQuestion()}
          <span aria-hidden="true" className="ms-0.5 text-brand">
            *
          </span>
        </legend>
        <div className="space-y-2">
          {choices.map((choice) => (
            <div key={choice.value} className="flex items-center gap-2">
              <input
                id={choice.id}
                type="radio"
                name="sign_contract"
                checked={form.sign_contract === choice.value}
                onChange={() =>
                  send({ type: 'contract.change', values: { sign_contract: choice.value } })
                }
                className="size-5 accent-brand"
              />
              <label htmlFor={choice.id} className="text-gray-900">
                {choice.label}
              </label>
            </div>
          ))}
        </div>
        {choiceError ? (
          <p id={choiceErrorId} className="mt-1 text-sm font-medium text-red-700">
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-2">
        <p className="max-w-prose text-gray-800">{say.templateIntro()}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonSecondary}
            disabled={!state.can({ type: 'contract.download' })}
            onClick={() => send({ type: 'contract.download' })}
          >
            {say.downloadTemplate()}
          </button>
          <p role="status" className="text-sm text-gray-800">
            {state.matches({ contract: 'downloading' }) ? say.preparingTemplate() : null}
          </p>
        </div>
      </div>
      {form.sign_contract === 1 ? (
        <FileField
          field="contract"
          label={say.signedContract()}
          hint={say.contractHint()}
          rule={CONTRACT_UPLOAD}
          error={errorOf('contract')}
          onChange={(contract) => send({ type: 'contract.change', values: { contract } })}
        />
      ) : null}
    </StepForm>
  );
}

/** Step 4: the payment date and receipt; a slip head office returned says why. */
export function PaymentForm({ flow }: { flow: FlowProps }) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  const errorOf = useFieldError(flow);
  const { state, send } = flow;
  const form = state.context.forms.payment;
  const reason = state.context.order?.pay_reject_reason ?? null;
  return (
    <StepForm step="payment" flow={flow} submitLabel={say.submitPayment()}>
      {reason ? (
        <p className="rounded border border-amber-600 bg-amber-50 p-4 text-gray-900">
          {say.paymentReturned({ reason })}
        </p>
      ) : null}
      <DateField
        field="pay_date"
        label={say.payDate()}
        value={form.pay_date}
        error={errorOf('pay_date')}
        onChange={(pay_date) => send({ type: 'payment.change', values: { pay_date } })}
      />
      <FileField
        field="receipt"
        label={say.receipt()}
        hint={say.receiptHint()}
        rule={RECEIPT_UPLOAD}
        error={errorOf('receipt')}
        onChange={(receipt) => send({ type: 'payment.change', values: { receipt } })}
      />
    </StepForm>
  );
}

/** Step 5: the delivery date, plan and freight forwarder, all required. */
export function ScheduleForm({ flow }: { flow: FlowProps }) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  const errorOf = useFieldError(flow);
  const form = flow.state.context.forms.schedule;
  const change = (values: Partial<typeof form>) => flow.send({ type: 'schedule.change', values });
  return (
    <StepForm step="schedule" flow={flow} submitLabel={say.submitSchedule()}>
      <DateField
        field="expected_delivery_date"
        label={say.deliveryDate()}
        value={form.expected_delivery_date}
        error={errorOf('expected_delivery_date')}
        onChange={(expected_delivery_date) => change({ expected_delivery_date })}
      />
      <TextArea
        id={fieldId('delivery_plan')}
        label={say.deliveryPlan()}
        value={form.delivery_plan}
        error={errorOf('delivery_plan')}
        required
        onChange={(delivery_plan) => change({ delivery_plan })}
      />
      <TextField
        id={fieldId('freight_forwarder')}
        label={say.freightForwarder()}
        value={form.freight_forwarder}
        onChange={(freight_forwarder) => change({ freight_forwarder })}
        error={errorOf('freight_forwarder')}
        required
      />
    </StepForm>
  );
}
