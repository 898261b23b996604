import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTextLanguage } from '../../lib/use-text-language';

/**
 * How many cards of a list may show before the visitor scrolls: two rows at the widest (three
 * columns; a wide screen shows the top of the second row). Their pictures load at once; the
 * others' when they come near the screen.
 */
export const CARDS_BEFORE_FOLD = 6;

/**
 * A card of a list: image, linked title, summary and an optional line of details. A title or
 * summary in another language than the page carries its own `lang` and `dir`. `eager`: the card
 * is among the first of the page ({@link CARDS_BEFORE_FOLD}), and its picture is fetched at once
 * and first, not when the browser has laid the page out.
 */
export function SummaryCard({
  to,
  title,
  image,
  summary,
  meta,
  headingLevel = 3,
  onNavigate,
  eager = false,
}: {
  to: string;
  title: string;
  image?: string;
  summary?: string;
  meta?: ReactNode;
  headingLevel?: 2 | 3;
  onNavigate?: () => void;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const languageOf = useTextLanguage();
  const headingId = useId();
  return (
    // Named by its title: a list of cards is a list of articles a screen reader tells apart.
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand hover:shadow-md"
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="aspect-[16/9] w-full bg-gray-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading
          id={headingId}
          {...languageOf(title)}
          className="text-lg font-semibold text-gray-900"
        >
          <Link
            to={to}
            onClick={onNavigate}
            className="after:absolute after:inset-0 hover:text-brand focus-visible:outline-none"
          >
            {title}
          </Link>
        </Heading>
        {meta ? <div className="text-sm text-gray-700">{meta}</div> : null}
        {summary ? (
          <p {...languageOf(summary)} className="line-clamp-3 text-sm text-gray-700">
            {summary}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** A responsive grid of cards, as a list. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
