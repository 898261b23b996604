import { createContext, useContext, type ReactNode } from 'react';
import { isolated } from '../../components/ui/isolated';

/**
 * The level of a section's heading: 2 on the quotation's own page, 3 where the quotation is
 * shown inside another record's panel (head office's quotation desk).
 */
export const SectionLevel = createContext<2 | 3>(2);

type HeadingTag = 'h2' | 'h3' | 'h4';

/** The heading element of a section, and the one of the parts inside it. */
export function useSectionHeadings(): { Heading: HeadingTag; Subheading: HeadingTag } {
  const level = useContext(SectionLevel);
  return level === 2 ? { Heading: 'h2', Subheading: 'h3' } : { Heading: 'h3', Subheading: 'h4' };
}

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
  const { Heading } = useSectionHeadings();
  return (
    <section aria-labelledby={id} className="mt-8">
      <Heading id={id} className="mb-3 text-xl font-semibold text-gray-900">
        {title}
      </Heading>
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
          <dd className="mb-2 break-words text-gray-800 sm:mb-0">{isolated(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
