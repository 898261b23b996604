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

/** One back-office form's problems and checks, as {@link useFormProblems} gives them. */
export type FormProblems = ReturnType<typeof useFormProblems>;

/**
 * The checks of a period a decision grants (a protection, a membership): both days given, and
 * the end not before the start. Answers the problems for {@link FormProblems.check}.
 */
export function periodProblems(
  messages: { datesRequired: () => string; datesOrder: () => string },
  period: { start: string; end: string },
  ids: { start: string; end: string },
): (FormProblem | false)[] {
  const { start, end } = period;
  return [
    (!start || !end) && { fieldId: ids.start, message: messages.datesRequired() },
    Boolean(start && end && end < start) && { fieldId: ids.end, message: messages.datesOrder() },
  ];
}
