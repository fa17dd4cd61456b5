import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StandingRules } from '../../api/contract/standing.ts';
import { standingDraftOf, standingIssues, standingPlaces, toStandingBody } from './standing-rules-draft.ts';

const saved: StandingRules = { sharePercent: 50, noShowLimit: 2 };

describe('the standing-booking rules form', () => {
  it('sends back what it was given, unchanged', () => {
    expect(v.parse(StandingRules, toStandingBody(standingDraftOf(saved)))).toEqual(saved);
    const never = { sharePercent: 30, noShowLimit: null };
    expect(v.parse(StandingRules, toStandingBody(standingDraftOf(never)))).toEqual(never);
  });

  it('turning the stop on starts from a suggested limit; off sends "never"', () => {
    const off = standingDraftOf({ sharePercent: 50, noShowLimit: null });
    expect(off.stopOnNoShows).toBe(false);
    expect(toStandingBody({ ...off, stopOnNoShows: true })).toEqual({ sharePercent: 50, noShowLimit: 3 });
    expect(toStandingBody({ ...standingDraftOf(saved), stopOnNoShows: false })).toEqual({
      sharePercent: 50,
      noShowLimit: null,
    });
  });

  it('sends no value for an empty input, and places the refusals at their inputs', () => {
    const draft = { ...standingDraftOf(saved), sharePercent: ' ', noShowLimit: '80' };
    expect(toStandingBody(draft)).toEqual({ sharePercent: undefined, noShowLimit: 80 });
    expect(
      standingIssues(
        [
          { field: 'sharePercent', key: 'fieldRequired' },
          { field: 'noShowLimit', key: 'invalid' },
          { field: 'other', key: 'invalid' },
        ],
        draft,
      ),
    ).toEqual([
      { field: 'sharePercent', problem: 'required' },
      { field: 'noShowLimit', problem: 'range' },
    ]);
  });

  it('shows the share in places, rounded down as the server counts', () => {
    expect(standingPlaces('50', 15)).toBe(7);
    expect(standingPlaces('0', 20)).toBe(0);
    expect(standingPlaces('100', 20)).toBe(20);
    expect(standingPlaces('', 20)).toBeUndefined();
    expect(standingPlaces('120', 20)).toBeUndefined();
    expect(standingPlaces('12.5', 20)).toBeUndefined();
  });
});
