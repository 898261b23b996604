import { useI18nContext } from '../../../i18n/i18n-react';

/** Grey placeholder rows shown while a list or page loads; announced once as 'Loading…'. */
export function Skeleton({
  rows = 3,
  variant = 'rows',
}: {
  rows?: number;
  variant?: 'rows' | 'cards';
}) {
  const { LL } = useI18nContext();
  return (
    <div role="status" className="w-full">
      <span className="sr-only">{LL.shell.loading()}</span>
      <div
        aria-hidden="true"
        className={variant === 'cards' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-4'}
      >
        {Array.from({ length: rows }, (_, i) => (
          <div
            key={i}
            className="animate-pulse space-y-2 rounded border border-gray-200 p-4 motion-reduce:animate-none"
          >
            {variant === 'cards' ? <div className="h-32 rounded bg-gray-200" /> : null}
            <div className="h-4 w-2/3 rounded bg-gray-200" />
            <div className="h-3 w-full rounded bg-gray-200" />
            <div className="h-3 w-5/6 rounded bg-gray-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
