import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary } from '../../components/ui/error-summary';
import type { FormProblems } from './form-problems';

/**
 * A back-office form with its error summary above it: the form's own checks and the server's
 * refusal, which takes focus on each attempt. The browser's own validation is off: the summary
 * says what is wrong, in the desk's language.
 */
export function DeskForm({
  form,
  onSubmit,
  label,
  className,
  children,
}: {
  form: FormProblems;
  onSubmit: (event: FormEvent) => void;
  /** The form's name, where a record has more than one form: what its button does. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorSummary problems={form.problems} attempt={form.attempt} />
      <form noValidate onSubmit={onSubmit} aria-label={label} className={className}>
        {children}
      </form>
    </>
  );
}
