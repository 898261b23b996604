import type { ProductSummary } from '../../../contract/catalog';
import { SummaryCard } from '../../components/ui/summary-card';

/** A product in a list of cards: picture, name, model and summary, linked to its page. */
export function ProductCard({
  product,
  onNavigate,
}: {
  product: Pick<ProductSummary, 'id' | 'name' | 'image' | 'summary' | 'model'>;
  onNavigate?: () => void;
}) {
  return (
    <SummaryCard
      to={`/product/detail?id=${product.id}`}
      title={product.name}
      image={product.image}
      summary={product.summary}
      meta={product.model}
      onNavigate={onNavigate}
    />
  );
}
