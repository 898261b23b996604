import type { SolutionSummary } from '../../../contract/solutions';
import { SummaryCard } from '../../components/ui/summary-card';

/** A solution in a list of cards: picture, title, industry and summary, linked to its page. */
export function SolutionCard({
  solution,
  headingLevel,
}: {
  solution: SolutionSummary;
  headingLevel?: 2 | 3;
}) {
  return (
    <SummaryCard
      headingLevel={headingLevel}
      to={`/solution/detail?id=${solution.id}`}
      title={solution.title}
      image={solution.image}
      summary={solution.summary}
      meta={solution.industry}
    />
  );
}
