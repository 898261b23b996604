import type { NewsSummary } from '../../../contract/news';
import { useLanguage } from '../../app/language-provider';
import { SummaryCard } from '../../components/ui/summary-card';
import { formatDate } from '../../lib/intl';

/** An article in a list: title, date and summary (and its picture where asked), linked to it. */
export function NewsCard({
  article,
  headingLevel,
  withImage = false,
}: {
  article: NewsSummary;
  headingLevel?: 2 | 3;
  withImage?: boolean;
}) {
  const { lang } = useLanguage();
  return (
    <SummaryCard
      headingLevel={headingLevel}
      to={`/aboutus/news/detail?id=${article.id}`}
      title={article.title}
      image={withImage ? article.image : undefined}
      summary={article.summary}
      meta={
        <time dateTime={article.create_time.slice(0, 10)}>
          {formatDate(article.create_time, lang)}
        </time>
      }
    />
  );
}
