import { describe, expect, it } from 'vitest';
import { ApiFailure } from './api-failure.ts';
import { serverFieldIssues } from './server-field-issues.ts';

describe('serverFieldIssues', () => {
  it("reads a form refusal's `<field>.<key>` entries after its key", () => {
    const refusal = new ApiFailure('http', {
      status: 400,
      key: 'invalidInput',
      body: { errors: ['invalidInput', 'offerWindow.invalid', 'quietHours.fieldRequired'], code: 400 },
    });
    expect(serverFieldIssues(refusal)).toEqual([
      { field: 'offerWindow', key: 'invalid' },
      { field: 'quietHours', key: 'fieldRequired' },
    ]);
  });

  it('finds no field in other failures', () => {
    expect(serverFieldIssues(new ApiFailure('fetch'))).toEqual([]);
    expect(
      serverFieldIssues(new ApiFailure('http', { status: 404, body: { errors: ['itemNotFound'], code: 404 } })),
    ).toEqual([]);
    expect(
      serverFieldIssues(new ApiFailure('http', { status: 400, body: { errors: ['invalidInput'], code: 400 } })),
    ).toEqual([]);
    expect(serverFieldIssues(new Error('boom'))).toEqual([]);
  });
});
