import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { CardGrid, SummaryCard } from '../../components/ui/summary-card';
import { formatDate } from '../../lib/intl';
import { useHome } from './api';
import { BannerCarousel } from './banner-carousel';

/** The home screen: highlights, featured products, solutions and the latest news. */
export function HomePage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const home = useHome();

  return (
    <>
      <PageHeading title={LL.home.title()}>
        <p className="max-w-3xl text-lg text-gray-700">{LL.home.intro()}</p>
      </PageHeading>
      {home.isPending ? (
        <Skeleton variant="cards" rows={3} />
      ) : home.isError ? (
        <LoadError onRetry={() => void home.refetch()} />
      ) : (
        <div className="space-y-12">
          {home.data.banner.length > 0 ? <BannerCarousel banners={home.data.banner} /> : null}
          <section aria-labelledby="home-products" className="space-y-4">
            <h2 id="home-products" className="text-2xl font-bold">
              {LL.home.products()}
            </h2>
            {home.data.products.length === 0 ? (
              <EmptyState message={LL.lists.noData()} />
            ) : (
              <CardGrid>
                {home.data.products.map((product) => (
                  <li key={product.id}>
                    <SummaryCard
                      to={`/product/detail?id=${product.id}`}
                      title={product.name}
                      image={product.image}
                      summary={product.summary}
                      meta={product.model}
                    />
                  </li>
                ))}
              </CardGrid>
            )}
          </section>
          <section aria-labelledby="home-solutions" className="space-y-4">
            <h2 id="home-solutions" className="text-2xl font-bold">
              {LL.home.solutions()}
            </h2>
            {home.data.solutions.length === 0 ? (
              <EmptyState message={LL.lists.noData()} />
            ) : (
              <CardGrid>
                {home.data.solutions.map((solution) => (
                  <li key={solution.id}>
                    <SummaryCard
                      to={`/solution/detail?id=${solution.id}`}
                      title={solution.title}
                      image={solution.image}
                      summary={solution.summary}
                      meta={solution.industry}
                    />
                  </li>
                ))}
              </CardGrid>
            )}
          </section>
          <section aria-labelledby="home-news" className="space-y-4">
            <h2 id="home-news" className="text-2xl font-bold">
              {LL.home.news()}
            </h2>
            {home.data.news.length === 0 ? (
              <EmptyState message={LL.lists.noData()} />
            ) : (
              <CardGrid>
                {home.data.news.map((item) => (
                  <li key={item.id}>
                    <SummaryCard
                      to={`/aboutus/news/detail?id=${item.id}`}
                      title={item.title}
                      image={item.image}
                      summary={item.summary}
                      meta={
                        <time dateTime={item.create_time.slice(0, 10)}>
                          {formatDate(item.create_time, lang)}
                        </time>
                      }
                    />
                  </li>
                ))}
              </CardGrid>
            )}
          </section>
        </div>
      )}
    </>
  );
}
