import type { Language } from '../../../src/api/contract/tenant.ts';

/** How a notice about a dependant's class starts, naming the child (issue 38), in the guardian's language. */
const forWhom: Record<Language, (name: string) => string> = {
  en: (name) => `For ${name}`,
  et: (name) => `${name} jaoks`,
  lv: (name) => `Priekš ${name}`,
};

/**
 * A push title, SMS or calendar event about someone else's class, as their guardian reads it: "For Mia: …".
 * `forName` is null for the person's own (server/db/views/notice_recipients.sql): the text stays as it is.
 */
export function forPerson(language: Language, forName: string | null | undefined, text: string): string {
  return forName ? `${forWhom[language](forName)}: ${text}` : text;
}
