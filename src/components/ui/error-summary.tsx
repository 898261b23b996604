import { useEffect, useId, useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';

/** One problem of a form: `fieldId` links it to its field; without one it is a message of the form. */
export interface FormProblem {
  fieldId?: string;
  message: string;
}

/**
 * The GOV.UK error summary: after a failed submit it takes focus, is announced (its inner
 * container has role="alert"), and each entry links to its field.
 *
 * `attempt` counts the submits: the summary shows from the first one and takes focus each time
 * it changes.
 */
export function ErrorSummary({ problems, attempt }: { problems: FormProblem[]; attempt: number }) {
  const { LL } = useI18nContext();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hasProblems = problems.length > 0;

  useEffect(() => {
    if (attempt > 0 && hasProblems) ref.current?.focus();
  }, [attempt, hasProblems]);

  // Like GOV.UK's, the summary appears after the first submit, not while the form is filled in.
  if (!hasProblems || attempt === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="mb-4 rounded border-2 border-red-700 bg-red-50 p-4 focus:outline-3 focus:outline-offset-2 focus:outline-red-700"
    >
      <div role="alert">
        <h3 id={titleId} className="font-semibold text-red-800">
          {LL.forms.problemTitle()}
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {problems.map((problem) => (
            <li key={`${problem.fieldId ?? ''}:${problem.message}`}>
              {problem.fieldId ? (
                <a
                  href={`#${problem.fieldId}`}
                  className="font-medium text-red-800 underline"
                  onClick={(event) => {
                    const field = document.getElementById(problem.fieldId ?? '');
                    if (!field) return;
                    event.preventDefault();
                    field.focus();
                    field.scrollIntoView({ block: 'center' });
                  }}
                >
                  {problem.message}
                </a>
              ) : (
                <span className="text-red-800">{problem.message}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
