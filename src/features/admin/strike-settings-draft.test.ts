import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StrikeSettings } from '../../api/contract/strikes.ts';
import { strikeDraftOf, strikeIssues, toStrikeBody } from './strike-settings-draft.ts';

const saved: StrikeSettings = {
  enabled: true,
  noShowGraceMinutes: 30,
  lateCancelHours: 12,
  limit: 3,
  windowDays: 90,
  blockDays: 30,
  forgiveFirst: true,
};

describe('the strike rules form', () => {
  it('sends back what it was given, unchanged', () => {
    expect(v.parse(StrikeSettings, toStrikeBody(strikeDraftOf(saved), saved))).toEqual(saved);
  });

  it('turned off, keeps the stored numbers it no longer shows', () => {
    const draft = { ...strikeDraftOf(saved), enabled: false, limit: '', forgiveFirst: false };
    expect(toStrikeBody(draft, saved)).toEqual({ ...saved, enabled: false });
  });

  it('sends no value for an empty input, and places the refusals at their inputs', () => {
    const draft = { ...strikeDraftOf(saved), limit: ' ', blockDays: '400' };
    expect(toStrikeBody(draft, saved)).toMatchObject({ limit: undefined, blockDays: 400 });
    expect(
      strikeIssues(
        [
          { field: 'limit', key: 'fieldRequired' },
          { field: 'blockDays', key: 'invalid' },
          { field: 'somethingElse', key: 'invalid' },
        ],
        draft,
      ),
    ).toEqual([
      { field: 'limit', problem: 'required' },
      { field: 'blockDays', problem: 'range' },
    ]);
  });
});
