import { useState } from 'react';
import type { FormProblem } from '../../components/ui/error-summary';

/**
 * The problems of one back-office form, for its error summary and its fields: the form's own
 * checks before sending, and the server's refusal after.
 */
export function useFormProblems() {
  const [attempt, setAttempt] = useState(0);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  return {
    attempt,
    problems,
    /** The message of one field, shown next to it. */
    errorOf: (fieldId: string) => problems.find((p) => p.fieldId === fieldId)?.message ?? null,
    /** Records a submit with the problems found; answers whether the form may be sent. */
    check: (found: (FormProblem | false)[]): boolean => {
      const real = found.filter((p): p is FormProblem => p !== false);
      setAttempt((n) => n + 1);
      setProblems(real);
      return real.length === 0;
    },
    /** The server refused: its message goes into the summary. */
    refused: (error: unknown) => {
      setAttempt((n) => n + 1);
      setProblems([{ message: error instanceof Error ? error.message : String(error) }]);
    },
  };
}
