import type { FixtureSide, TestFixture, TenantFixture } from './fixture.ts';
import type { KeyAccess } from '../domain/api-keys/key-access.ts';
import type { Role } from './make-test-app.ts';

/** One API route for the matrix tests (route × role, foreign token, foreign ids, malformed input). */
export type RouteCase = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Hono pattern under the API prefix, exactly as registered: '/trainer/card/:cardCode'. */
  pattern: string;
  /** A concrete path (with query) using the given tenant's fixture ids: '/trainer/card/100000037'. */
  path: (t: TenantFixture, all: TestFixture) => string;
  /** Least role allowed: anonymous < member < trainer < admin (the fixture's admin is also a trainer). */
  minRole: Role;
  /** A valid JSON body for POST/PUT routes that read one. */
  body?: (t: TenantFixture, all: TestFixture) => unknown;
  /** Well-formed bodies the route must refuse with 400 invalidInput, changing nothing (its own rules). */
  badBodies?: (t: TenantFixture, all: TestFixture) => unknown[];
  /** The path names ids owned by a tenant: called with the other tenant's ids it must answer 404. */
  ownsIds?: boolean;
  /** How it treats API keys beyond its least role (server/domain/api-keys/key-access.ts), as the document says. */
  keyAccess?: KeyAccess;
  /** Account routes work with a stale or foreign bearer (they use the refresh cookie). */
  ignoresBearer?: boolean;
  /**
   * The route acts for a person (issue 38): the request as `member` of `main` acting for personId. The matrix
   * tries another family's dependant, another club's dependant and an unlinked member: 404, nothing changed.
   */
  actsFor?: (t: TenantFixture, personId: number) => { path: string; body?: unknown };
};

export type { FixtureSide };
