/**
 * Deterministic pseudo-randomness inside SQL: a non-negative int from hashing an integer expression with a
 * salt, so every run over the same rows makes the same data and no row is generated in JavaScript.
 */
export const hashOf = (expr: string, salt: number) => `(hashint8((${expr})::bigint * 1000003 + ${salt}) & 2147483647)`;

/** A remainder that is never negative (SQL's % keeps the sign of a negative dividend). */
export const mod = (expr: string, n: string | number) => `((((${expr}) % (${n})) + (${n})) % (${n}))`;

/**
 * The Estonian 7-3-1 weighting of a non-negative integer's last `digits` digits, as SQL in integer arithmetic:
 * the digit `i` places from the right of the whole reference (`offset` plus its place here) weighs 7, 3, 1 in turn,
 * as in referenceNumber() of the demo seed. A reference made of two numbers sums the two parts' weightings,
 * so each part is weighted once where it is made (a member, a month), not once per invoice.
 */
export function weightedDigitsSql(value: string, digits: number, offset: number): string {
  const weights = [7, 3, 1];
  const terms = Array.from(
    { length: digits },
    (_, i) => `((${value}) / ${10 ** i} % 10) * ${weights[(i + offset) % 3]!}`,
  );
  return `(${terms.join(' + ')})`;
}

/** The 7-3-1 check digit, as text, of a reference whose weighted digits add up to `sum`. */
export const checkDigitSql = (sum: string) => `((10 - (${sum}) % 10) % 10)::text`;
