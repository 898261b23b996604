import type { PageName } from '../../../contract/content';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { SafeHtml } from '../../components/ui/safe-html';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/intl';
import { useContentPage } from './api';

/**
 * A page the back office keeps as one text: company brief, parent company, contact, service
 * policy, training information.
 */
export function ContentPage({ name }: { name: PageName }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const page = useContentPage(name);
  const fallbackTitle: Record<PageName, string> = {
    dcnbrief: LL.content.dcnbrief(),
    parentcompany: LL.content.parentcompany(),
    contactus: LL.content.contactus(),
    policy: LL.content.policy(),
    dcntraining: LL.content.dcntraining(),
  };

  if (page.isPending) {
    return (
      <>
        <PageHeading title={fallbackTitle[name]} />
        <Skeleton rows={3} />
      </>
    );
  }
  if (page.isError) {
    return (
      <>
        <PageHeading title={fallbackTitle[name]} />
        <LoadError onRetry={() => void page.refetch()} />
      </>
    );
  }
  return (
    <article>
      <PageHeading title={page.data.title || fallbackTitle[name]}>
        <p className="text-sm text-gray-700">
          {LL.content.updated()}{' '}
          <time dateTime={page.data.update_time.slice(0, 10)}>
            {formatDate(page.data.update_time, lang)}
          </time>
        </p>
      </PageHeading>
      <SafeHtml html={page.data.content} />
    </article>
  );
}
