/** Joins the class names that apply (CSS modules' answer to Griffel's mergeClasses). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
