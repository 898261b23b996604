import { dataOf, tsr } from '../lib/api/client';
import { useSession } from '../app/session-provider';

/** The number of cart lines; asked only with a token (spec §7), 0 otherwise. */
export function useCartCount(): number {
  const { isLoggedIn } = useSession();
  const query = tsr.cart.count.useQuery({
    queryKey: ['cart-count'],
    select: dataOf,
    enabled: isLoggedIn,
  });
  return isLoggedIn ? (query.data ?? 0) : 0;
}
