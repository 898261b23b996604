import { Link } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { BackLink } from '../../components/ui/back-link';
import { DetailStates } from '../../components/ui/detail-states';
import { PageHeading } from '../../components/ui/page-heading';
import { SafeHtml } from '../../components/ui/safe-html';
import { textLink } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';
import { useIdParam } from '../../lib/use-id-param';
import { useNewsDetail } from './api';

/** One news article, with links to its neighbours. */
export function NewsDetailPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const id = useIdParam();
  const detail = useNewsDetail(id);
  const back = <BackLink to="/aboutus/news" label={LL.news.backToList()} />;

  if (!detail.isSuccess) {
    return (
      <DetailStates
        back={back}
        title={LL.news.detailTitle()}
        idKnown={id !== null}
        query={detail}
      />
    );
  }
  const article = detail.data;
  return (
    <article>
      {back}
      <PageHeading title={article.title} description={article.summary}>
        <p className="text-sm text-gray-700">
          <time dateTime={article.create_time.slice(0, 10)}>
            {formatDate(article.create_time, lang)}
          </time>
          {article.source ? (
            <>
              {' · '}
              {LL.news.source({ source: article.source })}
            </>
          ) : null}
        </p>
      </PageHeading>
      <SafeHtml html={article.content} />
      <nav aria-label={LL.news.moreArticles()} className="mt-10 border-t border-gray-200 pt-4">
        <ul className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <li>
            {article.prev ? (
              <Link to={`/aboutus/news/detail?id=${article.prev.id}`} className={textLink}>
                {LL.news.previous({ title: article.prev.title })}
              </Link>
            ) : null}
          </li>
          <li>
            {article.next ? (
              <Link to={`/aboutus/news/detail?id=${article.next.id}`} className={textLink}>
                {LL.news.next({ title: article.next.title })}
              </Link>
            ) : null}
          </li>
        </ul>
      </nav>
    </article>
  );
}
