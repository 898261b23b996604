import { useI18nContext } from '../../../i18n/i18n-react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The home screen. */
export function HomePage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.shell.home());
  return (
    <section aria-labelledby="home-title" className="space-y-4">
      <h1 id="home-title" className="text-3xl font-bold">
        {LL.home.title()}
      </h1>
      <p className="max-w-2xl text-lg text-gray-700">{LL.home.intro()}</p>
    </section>
  );
}
