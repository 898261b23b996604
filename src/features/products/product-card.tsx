import type { ProductSummary } from '../../../contract/catalog';
import { SummaryCard } from '../../components/ui/summary-card';

/** A product in a list of cards: picture, name, model and summary, linked to its page. */
export function ProductCard({
  product,
  onNavigate,
  eager,
}: {
  product: Pick<ProductSummary, 'id' | 'name' | 'image' | 'summary' | 'model'>;
  onNavigate?: () => void;
  /** Among the first cards of the page: its picture loads at once. */
  eager?: boolean;
}) {
  return (
    <SummaryCard
      to={`/product/detail?id=${product.id}`}
      title={product.name}
      image={product.image}
      summary={product.summary}
      meta={product.model}
      onNavigate={onNavigate}
      eager={eager}
    />
  );
}
