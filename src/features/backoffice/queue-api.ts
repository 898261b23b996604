/** The work queue: counts of what waits on head office. */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session-provider';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { backofficeKeys } from './keys';

/** Counts of what waits on head office (GET /backoffice/queue). */
export function useWorkQueue() {
  const api = useApi();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: backofficeKeys.queue(),
    queryFn: dataQuery(api.backoffice.queue.query, {}),
    enabled: isLoggedIn,
  });
}
