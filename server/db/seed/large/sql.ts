/**
 * Deterministic pseudo-randomness inside SQL: a non-negative int from hashing an integer expression with a
 * salt, so every run over the same rows makes the same data and no row is generated in JavaScript.
 */
export const hashOf = (expr: string, salt: number) => `(hashint8((${expr})::bigint * 1000003 + ${salt}) & 2147483647)`;

/** A remainder that is never negative (SQL's % keeps the sign of a negative dividend). */
export const mod = (expr: string, n: string | number) => `((((${expr}) % (${n})) + (${n})) % (${n}))`;

/**
 * The Estonian 7-3-1 reference number of a fixed-length digit string as SQL (the base plus its check digit),
 * the same rule as referenceNumber() in the demo seed.
 */
export function referenceNumberSql(base: string, length: number): string {
  const weights = [7, 3, 1];
  const terms = Array.from({ length }, (_, i) => `substr(${base}, ${length - i}, 1)::int * ${weights[i % 3]!}`);
  return `(${base} || ((10 - (${terms.join(' + ')}) % 10) % 10)::text)`;
}
