import { useId, type ReactNode } from 'react';

const TONES = {
  /** Something to do or decide before going on. */
  attention: 'border-amber-600 bg-amber-50',
  /** Something that went against the person, such as a rejection. */
  refusal: 'border-red-700 bg-red-50',
} as const;

/**
 * A notice above a page's work: a region named by its heading, marked at its start edge in its
 * tone, with what to read or do below the heading. `className` places it (margins).
 */
export function Notice({
  title,
  tone,
  className = '',
  children,
}: {
  title: string;
  tone: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded border-s-4 p-4 ${TONES[tone]} ${className}`}
    >
      <h2 id={titleId} className="font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
