import type { ChangeEvent, ReactNode } from 'react';
import { CONTRACT_UPLOAD, RECEIPT_UPLOAD, type UploadRule } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import { orderTextRule, type OrderTextField, type OrderTextForm } from '../../../contract/values';
import type { OrderField, OrderFlowEvent } from '../../../machines/order-flow/order-flow.machine';
import { FormField, TextAreaField, TextField } from '../../components/ui/form-field';
import { buttonSecondary, inputClass } from '../../components/ui/styles';
import { fieldId, StepForm, useFieldError, type FlowProps } from './step-form';

/** What a file input offers to choose: the rule's media types and extensions. */
function acceptOf(rule: UploadRule): string {
  return [...rule.types, ...rule.extensions.map((extension) => `.${extension}`)].join(',');
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

/**
 * A text of a step form: its limit and whether it is required come from the contract's rules
 * (`ORDER_FORM_TEXTS`), its value and changes from the machine.
 */
function StepText<F extends OrderTextForm>({
  flow,
  form,
  field,
  label,
  hint,
  multiline = false,
  autoComplete,
}: {
  flow: FlowProps;
  form: F;
  field: OrderTextField<F>;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const errorOf = useFieldError(flow);
  const rule = orderTextRule(field);
  const texts: Record<string, string> = flow.state.context.forms[form];
  const props = {
    id: fieldId(field as OrderField),
    label,
    hint,
    value: texts[field] ?? '',
    error: errorOf(field as OrderField),
    required: rule?.required,
    maxLength: rule?.max,
    onChange: (text: string) =>
      flow.send({ type: `${form}.change`, values: { [field]: text } } as OrderFlowEvent),
  };
  return multiline ? (
    <TextAreaField {...props} />
  ) : (
    <TextField {...props} autoComplete={autoComplete} />
  );
}

/** Step 2: the customer the order is for, and a remark. */
export function BasicForm({ flow }: { flow: FlowProps }) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  return (
    <StepForm step="basic" flow={flow} submitLabel={say.confirmBasic()}>
      <p className="max-w-prose text-gray-800">{say.basicIntro()}</p>
      <StepText
        flow={flow}
        form="basic"
        field="customer_name"
        label={say.customerName()}
        autoComplete="organization"
      />
      <StepText
        flow={flow}
        form="basic"
        field="remark"
        label={say.remark()}
        hint={say.remarkHint()}
        multiline
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
  return (
    <StepForm step="schedule" flow={flow} submitLabel={say.submitSchedule()}>
      <DateField
        field="expected_delivery_date"
        label={say.deliveryDate()}
        value={form.expected_delivery_date}
        error={errorOf('expected_delivery_date')}
        onChange={(expected_delivery_date) =>
          flow.send({ type: 'schedule.change', values: { expected_delivery_date } })
        }
      />
      <StepText
        flow={flow}
        form="schedule"
        field="delivery_plan"
        label={say.deliveryPlan()}
        multiline
      />
      <StepText
        flow={flow}
        form="schedule"
        field="freight_forwarder"
        label={say.freightForwarder()}
      />
    </StepForm>
  );
}
