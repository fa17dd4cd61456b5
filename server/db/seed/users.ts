import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../db.ts';
import { hashPassword } from '../../domain/passwords.ts';
import { insertIds } from './insert-rows.ts';
import type { DemoUserIds } from './refs.ts';

/** docs/behaviour.md#demo-data passwords; they satisfy the docs/behaviour.md#validation-and-server-errors rules. */
export const demoPasswords = {
  member: 'Member1234',
  trainer: 'Trainer1234',
  admin: 'Admin1234',
  blocked: 'Blocked1234',
  parent: 'Parent1234',
} as const;
export type PasswordHashes = Record<keyof typeof demoPasswords, string>;

/** argon2 is deliberately slow: hash each demo password once and reuse it in every tenant. */
export async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [member, trainer, admin, blocked, parent] = await Promise.all([
    hashPassword(demoPasswords.member),
    hashPassword(demoPasswords.trainer),
    hashPassword(demoPasswords.admin),
    hashPassword(demoPasswords.blocked),
    hashPassword(demoPasswords.parent),
  ]);
  return { member, trainer, admin, blocked, parent };
}

export const femaleNames = [
  'Kati',
  'Anu',
  'Liisa',
  'Triin',
  'Maarja',
  'Kristi',
  'Eva',
  'Laura',
  'Anna',
  'Kertu',
  'Elina',
  'Ilze',
  'Helena',
  'Merle',
  'Piret',
];
export const maleNames = [
  'Peeter',
  'Toomas',
  'Jüri',
  'Mart',
  'Rasmus',
  'Karl',
  'Janis',
  'Andris',
  'Priit',
  'Indrek',
  'Siim',
  'Oskars',
  'Tanel',
  'Marko',
  'Rein',
];
export const lastNames = [
  'Kask',
  'Tamm',
  'Saar',
  'Sepp',
  'Mägi',
  'Rebane',
  'Ozols',
  'Kalnins',
  'Ilves',
  'Pärn',
  'Kuusk',
  'Lõhmus',
  'Berzins',
  'Koppel',
  'Raud',
];

type UserInput = {
  username: string;
  first: string;
  last: string;
  gender: 'female' | 'male';
  hash: string;
  status?: number;
  isAdmin?: boolean;
  trainerId?: number | null;
  staff?: boolean;
};

/**
 * The five demo accounts plus `extraMembers` members (member3, member4, …) who fill classes.
 * Returns the demo ids and every member id (member, member2, then the extras).
 */
export async function seedUsers(
  db: Db,
  tenant: TenantId,
  hashes: PasswordHashes,
  trainerIds: number[],
  extraMembers: number,
): Promise<{ users: DemoUserIds; memberIds: number[] }> {
  const demo: UserInput[] = [
    { username: 'member', first: 'Kati', last: 'Kask', gender: 'female', hash: hashes.member },
    { username: 'member2', first: 'Peeter', last: 'Põld', gender: 'male', hash: hashes.member },
    {
      username: 'trainer',
      first: 'Mari',
      last: 'Tamm',
      gender: 'female',
      hash: hashes.trainer,
      trainerId: trainerIds[0],
      staff: true,
    },
    {
      username: 'admin',
      first: 'Jaan',
      last: 'Kask',
      gender: 'male',
      hash: hashes.admin,
      trainerId: trainerIds[1],
      isAdmin: true,
      staff: true,
    },
    { username: 'blocked', first: 'Toomas', last: 'Tõke', gender: 'male', hash: hashes.blocked, status: 1 },
  ];
  const extras: UserInput[] = Array.from({ length: extraMembers }, (_, i) => {
    const gender = i % 2 === 0 ? 'female' : 'male';
    const pool = gender === 'female' ? femaleNames : maleNames;
    return {
      username: `member${i + 3}`,
      first: pool[Math.floor(i / 2) % pool.length]!,
      last: lastNames[(i * 7) % lastNames.length]!,
      gender,
      hash: hashes.member,
    };
  });
  const ids = await insertIds(
    db,
    'users',
    [...demo, ...extras].map((u, i) => ({
      tenant,
      username: u.username,
      email: `${u.username}@${tenant}.example.com`,
      phone: `+3725${String(1000000 + i).padStart(7, '0')}`,
      first_name: u.first,
      last_name: u.last,
      gender: u.gender,
      password_hash: u.hash,
      client_code: `C${String(10001 + i)}`,
      status: u.status ?? 0,
      is_admin: u.isAdmin ?? false,
      trainer_id: u.trainerId ?? null,
      can_see_registrations: u.staff ?? false,
      can_manage_registrations: u.staff ?? false,
      needs_update: false,
    })),
  );
  const [member, member2, trainer, admin, blocked] = ids;
  if (
    blocked === undefined ||
    member === undefined ||
    member2 === undefined ||
    trainer === undefined ||
    admin === undefined
  ) {
    throw new Error('seeding users returned too few ids');
  }
  return { users: { member, member2, trainer, admin, blocked }, memberIds: [member, member2, ...ids.slice(5)] };
}
