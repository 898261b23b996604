import { useState, type FormEvent, type ReactNode } from 'react';
import { BACKOFFICE_LIMITS } from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormField } from '../../components/ui/form-field';
import { buttonPrimary, buttonSecondary, inputClass } from '../../components/ui/styles';
import { periodProblems, type FormProblems } from './form-problems';
import { DeskForm } from './desk-form';

/** What a decision's fields take: a labelled value, and its error next to it. */
interface DecisionField {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A required day of a decision, such as the start or end of a protection or membership. */
export function DateField({ id, label, value, onChange, error }: DecisionField) {
  return (
    <FormField id={id} label={label} required error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** The reason the partner reads when head office says no, or returns what it sent. */
export function ReasonField({ id, label, value, onChange, error }: DecisionField) {
  return (
    <FormField id={id} label={label} required error={error}>
      {(control) => (
        <textarea
          {...control}
          className={inputClass}
          rows={3}
          maxLength={BACKOFFICE_LIMITS.reason}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * Saying no with a reason the partner reads (a rejection, a returned slip): the reason is
 * required, and its problem goes to the decision's error summary through `form`.
 */
export function ReasonForm({
  id,
  label,
  submitLabel,
  busy,
  form,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  form: FormProblems;
  onSubmit: (reason: string) => void;
}) {
  const { LL } = useI18nContext();
  const [reason, setReason] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = !reason.trim() && {
      fieldId: id,
      message: LL.backoffice.problems.reasonRequired(),
    };
    if (form.check([problem])) onSubmit(reason);
  };
  return (
    // Named by what it does: a record shows it beside another decision's form.
    <form noValidate onSubmit={send} aria-label={submitLabel} className="space-y-4">
      <ReasonField
        id={id}
        label={label}
        value={reason}
        onChange={setReason}
        error={form.errorOf(id)}
      />
      <button type="submit" className={buttonSecondary} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A period's first and last day, as a decision's approval gives them. */
export interface Period {
  start: string;
  end: string;
}

/**
 * A decision for a period (a membership, a project's protection): approve with its start and
 * end day (and what `children` add, such as a level), or reject with a reason the partner
 * reads. The days are required and in order; problems go to the decision's error summary.
 */
export function PeriodDecision({
  idPrefix,
  initial,
  labels,
  busy,
  form,
  columns = 2,
  children,
  onApprove,
  onReject,
}: {
  idPrefix: string;
  initial: Period;
  /** The decision's words, from its desk's texts. */
  labels: Record<'startDate' | 'endDate' | 'approve' | 'reason' | 'reject', () => string>;
  busy: { approve: boolean; reject: boolean };
  form: FormProblems;
  columns?: 2 | 3;
  children?: ReactNode;
  onApprove: (period: Period) => void;
  onReject: (reason: string) => void;
}) {
  const { LL } = useI18nContext();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const ids = { start: `${idPrefix}-start`, end: `${idPrefix}-end` };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(periodProblems(LL.backoffice.problems, { start, end }, ids))) {
      onApprove({ start, end });
    }
  };
  return (
    <>
      <DeskForm
        form={form}
        onSubmit={approve}
        label={labels.approve()}
        className={`grid gap-4 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
      >
        {children}
        <DateField
          id={ids.start}
          label={labels.startDate()}
          value={start}
          onChange={setStart}
          error={form.errorOf(ids.start)}
        />
        <DateField
          id={ids.end}
          label={labels.endDate()}
          value={end}
          onChange={setEnd}
          error={form.errorOf(ids.end)}
        />
        <div className={columns === 3 ? 'sm:col-span-3' : 'sm:col-span-2'}>
          <button type="submit" className={buttonPrimary} disabled={busy.approve}>
            {labels.approve()}
          </button>
        </div>
      </DeskForm>
      <ReasonForm
        id={`${idPrefix}-reason`}
        label={labels.reason()}
        submitLabel={labels.reject()}
        busy={busy.reject}
        form={form}
        onSubmit={onReject}
      />
    </>
  );
}
