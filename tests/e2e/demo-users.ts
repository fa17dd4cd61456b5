/** Demo users seeded in every tenant (docs/behaviour.md#demo-data). */
export const demoUsers = {
  member: { username: 'member', password: 'Member1234' },
  member2: { username: 'member2', password: 'Member1234' },
  trainer: { username: 'trainer', password: 'Trainer1234' },
  admin: { username: 'admin', password: 'Admin1234' },
  blocked: { username: 'blocked', password: 'Blocked1234' },
} as const;
