import { useState, type FormEvent } from 'react';
import { BACKOFFICE_LIMITS } from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormField } from '../../components/ui/form-field';
import { buttonSecondary, inputClass } from '../../components/ui/styles';
import type { FormProblems } from './form-problems';

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
    <form noValidate onSubmit={send} className="space-y-4">
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
