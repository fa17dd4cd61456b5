import { proxy, useSnapshot } from 'valtio';
import { PageRules, defaultPageRules } from '../api/contract/page.ts';
import { persistStore, readStored } from './persisted.ts';

/** docs/behaviour.md#records-and-local-state page rules, kept from the last GET /page/ answer; defaults until then. */
export const rulesState = proxy({ rules: readStored('rules', PageRules, defaultPageRules) });
persistStore('rules', rulesState, (s) => s.rules);

export function setPageRules(rules: PageRules): void {
  rulesState.rules = rules;
}

export function usePageRules(): PageRules {
  return useSnapshot(rulesState).rules;
}
