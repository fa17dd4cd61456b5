import { describe, expect, it } from 'vitest';
import { checkTrainerDraft, newTrainerDraft, trainerDraftOf } from './trainer-draft.ts';

describe('the trainer form draft', () => {
  it('keeps the login and its rights of an existing trainer', () => {
    const draft = trainerDraftOf({
      id: 4,
      name: 'Mari Tamm',
      email: 'mari@example.com',
      phone: '+3725550',
      styleIds: [1],
      active: true,
      login: {
        userId: 9,
        username: 'trainer',
        email: 'trainer@example.com',
        canSeeRegistrations: true,
        canManageRegistrations: true,
      },
    });
    expect(checkTrainerDraft(draft)).toEqual({
      input: {
        name: 'Mari Tamm',
        email: 'mari@example.com',
        phone: '+3725550',
        styleIds: [1],
        login: 'trainer',
        canSeeRegistrations: true,
        canManageRegistrations: true,
      },
    });
  });

  it('refuses a missing name and a malformed e-mail, trimming what is fine', () => {
    const checked = checkTrainerDraft({ ...newTrainerDraft(), name: '', email: 'mari@', login: '  member2 ' });
    expect('issues' in checked && checked.issues.map((i) => `${i.field}.${i.key}`)).toEqual([
      'name.nameRequired',
      'email.emailNotValid',
    ]);
    const fine = checkTrainerDraft({ ...newTrainerDraft(), name: ' Mari ', login: '  member2 ' });
    expect('input' in fine && [fine.input.name, fine.input.login]).toEqual(['Mari', 'member2']);
  });
});
