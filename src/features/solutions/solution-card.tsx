import type { SolutionSummary } from '../../../contract/solutions';
import { SummaryCard } from '../../components/ui/summary-card';

/** A solution in a list of cards: picture, title, industry and summary, linked to its page. */
export function SolutionCard({
  solution,
  headingLevel,
  eager,
}: {
  solution: SolutionSummary;
  headingLevel?: 2 | 3;
  /** Among the first cards of the page: its picture loads at once. */
  eager?: boolean;
}) {
  return (
    <SummaryCard
      headingLevel={headingLevel}
      to={`/solution/detail?id=${solution.id}`}
      title={solution.title}
      image={solution.image}
      summary={solution.summary}
      meta={solution.industry}
      eager={eager}
    />
  );
}
