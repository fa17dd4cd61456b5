import * as v from 'valibot';
import { Id } from './id.ts';
import { pageOf, PageQueryEntries } from './paging.ts';

/** GET /admin/members: the club's members whose name, username, client code, e-mail or phone contains `q`. */
export const AdminMemberQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  ...PageQueryEntries,
});
export type AdminMemberQuery = v.InferOutput<typeof AdminMemberQuery>;

/** One member as the admin finds them: enough to tell two people of one name apart. */
export const AdminMember = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  username: v.string(),
  clientCode: v.string(),
  /** false: a child younger than the club's login age (issue 38) */
  hasLogin: v.boolean(),
});
export type AdminMember = v.InferOutput<typeof AdminMember>;

/** A page of members by name (last name, first name), then id. */
export const AdminMemberPage = pageOf(AdminMember);
export type AdminMemberPage = v.InferOutput<typeof AdminMemberPage>;
