import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ReloadViewValue {
  /** Changes whenever the view is reloaded; the shell keys the current route on it. */
  generation: number;
  /** Mounts the current screen afresh and fetches its data again. */
  reload: () => void;
}

const ReloadViewContext = createContext<ReloadViewValue | null>(null);

/** Holds the reload-current-view action of the shell. */
export function ReloadViewProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => {
    setGeneration((n) => n + 1);
    void queryClient.invalidateQueries();
  }, [queryClient]);
  const value = useMemo(() => ({ generation, reload }), [generation, reload]);
  return <ReloadViewContext.Provider value={value}>{children}</ReloadViewContext.Provider>;
}

/** The reload-current-view action and the current generation. */
export function useReloadView(): ReloadViewValue {
  const value = useContext(ReloadViewContext);
  if (!value) throw new Error('useReloadView needs a ReloadViewProvider above it');
  return value;
}
