import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { CardGrid } from '../../components/ui/summary-card';
import { NewsCard } from '../news/news-card';
import { ProductCard } from '../products/product-card';
import { SolutionCard } from '../solutions/solution-card';
import { useHome } from './api';
import { BannerCarousel } from './banner-carousel';

/** One block of the home page: its heading, then its cards or 'No data found'. */
function HomeSection<Item extends { id: number }>({
  id,
  title,
  items,
  card,
}: {
  id: string;
  title: string;
  items: Item[];
  card: (item: Item) => ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {items.length === 0 ? (
        <EmptyState message={LL.lists.noData()} />
      ) : (
        <CardGrid>
          {items.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/** The home screen: highlights, featured products, solutions and the latest news. */
export function HomePage() {
  const { LL } = useI18nContext();
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
          <HomeSection
            id="home-products"
            title={LL.home.products()}
            items={home.data.products}
            card={(product) => <ProductCard product={product} />}
          />
          <HomeSection
            id="home-solutions"
            title={LL.home.solutions()}
            items={home.data.solutions}
            card={(solution) => <SolutionCard solution={solution} />}
          />
          <HomeSection
            id="home-news"
            title={LL.home.news()}
            items={home.data.news}
            card={(article) => <NewsCard article={article} withImage />}
          />
        </div>
      )}
    </>
  );
}
