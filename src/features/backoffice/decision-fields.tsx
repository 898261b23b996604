import { BACKOFFICE_LIMITS } from '../../../contract/backoffice';
import { FormField } from '../../components/ui/form-field';
import { inputClass } from '../../components/ui/styles';

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
