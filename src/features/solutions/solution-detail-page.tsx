import { useI18nContext } from '../../../i18n/i18n-react';
import { BackLink } from '../../components/ui/back-link';
import { DetailStates } from '../../components/ui/detail-states';
import { PageHeading } from '../../components/ui/page-heading';
import { SafeHtml } from '../../components/ui/safe-html';
import { CardGrid } from '../../components/ui/summary-card';
import { useIdParam } from '../../lib/use-id-param';
import { ProductCard } from '../products/product-card';
import { useSolutionDetail } from './api';

/** One solution and the products it uses. */
export function SolutionDetailPage() {
  const { LL } = useI18nContext();
  const id = useIdParam();
  const detail = useSolutionDetail(id);
  const back = <BackLink to="/solution" label={LL.solutions.backToList()} />;

  if (!detail.isSuccess) {
    return (
      <DetailStates
        back={back}
        title={LL.solutions.detailTitle()}
        idKnown={id !== null}
        query={detail}
      />
    );
  }
  const solution = detail.data;
  return (
    <article>
      {back}
      <PageHeading title={solution.title} description={solution.summary}>
        <p className="text-gray-700">{solution.industry}</p>
      </PageHeading>
      {solution.image ? (
        <img
          src={solution.image}
          alt=""
          className="mb-6 aspect-[21/9] w-full rounded bg-gray-100 object-cover"
        />
      ) : null}
      <SafeHtml html={solution.content} />
      {solution.products.length > 0 ? (
        <section aria-labelledby="solution-products" className="mt-10 space-y-4">
          <h2 id="solution-products" className="text-xl font-semibold">
            {LL.solutions.products()}
          </h2>
          <CardGrid>
            {solution.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}
    </article>
  );
}
