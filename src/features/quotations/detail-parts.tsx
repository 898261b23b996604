import type { ReactNode } from 'react';

/** A titled part of a detail screen, a landmark named by its heading. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Terms and their values, two columns where there is room. */
export function FactList({ facts }: { facts: [term: string, value: ReactNode][] }) {
  return (
    <dl className="grid max-w-2xl gap-x-6 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-gray-900">{term}</dt>
          <dd className="mb-2 break-words text-gray-800 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
