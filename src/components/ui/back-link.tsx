import { Link } from 'react-router';
import { RETURN_STATE } from '../../lib/use-returning';
import { textLink } from './styles';

/** The way back from a detail screen to its list, which then restores where the visitor was. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      state={RETURN_STATE}
      className={`${textLink} mb-4 inline-flex items-center gap-1`}
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>
      {label}
    </Link>
  );
}
