import { queryOptions, useQuery } from '@tanstack/react-query';
import { PageRules } from '../../api/contract/page.ts';
import { apiRequest } from '../../api/client.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { rulesState, setPageRules } from '../../state/rules.ts';

/** GET /page/: page rules; on failure the last known rules stay (defaults at first start). */
async function fetchPageRules({ signal }: { signal: AbortSignal }): Promise<PageRules> {
  try {
    const rules = await apiRequest('/page/', { schema: PageRules, signal });
    setPageRules(rules);
    return rules;
  } catch {
    return rulesState.rules;
  }
}

export const sessionQueries = {
  all: () => ['session'] as const,
  pageRules: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'page-rules'] as const,
      queryFn: fetchPageRules,
      staleTime: staleTimes.pageRules,
    }),
};

/**
 * Keeps the page rules fresh while the app runs; components read them from the rules state. It never
 * re-renders its caller: the app's root layout calls it, and each answer re-rendered the whole app in one
 * synchronous render (at 4× CPU, a task of tens of milliseconds as /entry starts).
 */
export function useKeepPageRulesFresh(): void {
  useQuery({ ...sessionQueries.pageRules(), notifyOnChangeProps: [] });
}
