import * as v from 'valibot';
import { subscribe } from 'valtio';

/**
 * Reads a docs/behaviour.md#records-and-local-state storage key and parses it with its schema. Anything missing, unparsable or
 * invalid gives the fallback, so a bad stored value never breaks the start.
 */
export function readStored<S extends v.GenericSchema>(
  key: string,
  schema: S,
  fallback: v.InferOutput<S>,
): v.InferOutput<S> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback;
  }
  const result = v.safeParse(schema, json);
  return result.success ? result.output : fallback;
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working with in-memory state.
  }
}

/** Writes `pick(store)` under `key` whenever the store changes. */
export function persistStore<T extends object>(key: string, store: T, pick: (store: T) => unknown): () => void {
  return subscribe(store, () => writeStored(key, pick(store)));
}
