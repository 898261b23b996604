import { Link } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The /404 and /401 screens. */
export function ErrorPage({ status }: { status: 404 | 401 }) {
  const { LL } = useI18nContext();
  const title = status === 404 ? LL.errors.notFoundTitle() : LL.errors.unauthorizedTitle();
  const body = status === 404 ? LL.errors.notFoundBody() : LL.errors.unauthorizedBody();
  useDocumentTitle(title);
  return (
    <section aria-labelledby="error-title" className="space-y-4 py-12 text-center">
      <p className="text-6xl font-bold text-brand" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-gray-700">{body}</p>
      <Link
        to="/index"
        className="inline-block rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
      >
        {LL.errors.backHome()}
      </Link>
    </section>
  );
}
