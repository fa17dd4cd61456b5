import type { TenantId } from '../../../../src/api/contract/tenant.ts';
import type { Db } from '../../db.ts';
import { insertIds, insertRows } from '../insert-rows.ts';

export type RoomKind = 'studio' | 'gym' | 'pool';
export type LargeRoom = {
  id: number;
  clubId: number;
  kind: RoomKind;
  places: number;
  timeZone: string;
  groupUnit: number | null;
  personalUnit: number | null;
  /** Made by the generator: free of the demo seed's classes on the days the seed has classes. */
  added: boolean;
};
export type LargeResources = {
  rooms: LargeRoom[];
  /** The demo `trainer` user's trainer. */
  demoTrainer: number;
  /** Four disjoint groups of added trainers: classes at one time take one trainer from each group. */
  trainerPools: [number[], number[], number[], number[]];
  timeZone: string;
};

/** Per club: the seed's four rooms plus these six make ten, twenty in the tenant's two clubs. */
const addedRooms: { name: string; kind: RoomKind; places: number; color: string }[] = [
  { name: 'Studio 3', kind: 'studio', places: 28, color: '#6c5ce7' },
  { name: 'Studio 4', kind: 'studio', places: 28, color: '#00b894' },
  { name: 'Studio 5', kind: 'studio', places: 28, color: '#e17055' },
  { name: 'Gym 2', kind: 'gym', places: 30, color: '#0984e3' },
  { name: 'Gym 3', kind: 'gym', places: 30, color: '#636e72' },
  { name: 'Pool 2', kind: 'pool', places: 20, color: '#00cec9' },
];

const addedTrainers = [
  'Kristjan Org',
  'Helen Sild',
  'Margus Kuusk',
  'Tiina Rand',
  'Raivo Koppel',
  'Ilze Berzina',
  'Sander Pärn',
  'Maris Ozola',
  'Urmas Lõhmus',
  'Kaja Ilves',
  'Janis Kalnins',
];

const kindOf = (name: string): RoomKind => (/pool/i.test(name) ? 'pool' : /gym/i.test(name) ? 'gym' : 'studio');

/** Spread each kind evenly over the list, so consecutive rooms mix studios, gyms and pools. */
function interleave(rooms: LargeRoom[]): LargeRoom[] {
  const rank = new Map<LargeRoom, number>();
  for (const kind of ['studio', 'gym', 'pool'] as const) {
    const ofKind = rooms.filter((r) => r.kind === kind);
    ofKind.forEach((room, i) => rank.set(room, (i + 0.5) / ofKind.length));
  }
  return [...rooms].sort((a, b) => rank.get(a)! - rank.get(b)! || a.id - b.id);
}

/** Adds the rooms and trainers a large club has to a seeded tenant and returns what the classes use. */
export async function addLargeResources(db: Db, tenant: TenantId): Promise<LargeResources> {
  const clubs = await db.query<{ id: number; time_zone: string }>(
    'SELECT id, time_zone FROM clubs WHERE tenant = $1 ORDER BY id',
    [tenant],
  );
  if (clubs.length === 0) throw new Error(`tenant ${tenant} has no clubs: seed it first`);
  const groups = await db.query<{ id: number; club_id: number; name: string }>(
    'SELECT id, club_id, name FROM room_groups WHERE tenant = $1 ORDER BY id',
    [tenant],
  );
  const units = await db.query<{ id: number; club_id: number; name: string }>(
    'SELECT id, club_id, name FROM units WHERE tenant = $1 ORDER BY id',
    [tenant],
  );
  const styles = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM training_styles WHERE tenant = $1 ORDER BY id',
    [tenant],
  );
  const unitOf = (clubId: number, personal: boolean) =>
    units.find((u) => u.club_id === clubId && /personal/i.test(u.name) === personal)?.id ??
    units.find((u) => u.club_id === clubId)?.id ??
    null;
  const groupOf = (clubId: number, kind: RoomKind) =>
    groups.find((g) => g.club_id === clubId && /studio/i.test(g.name) === (kind === 'studio'))?.id ??
    groups.find((g) => g.club_id === clubId)?.id ??
    null;

  const newIds = await insertIds(
    db,
    'rooms',
    clubs.flatMap((club) =>
      addedRooms.map((room) => ({
        tenant,
        club_id: club.id,
        group_id: groupOf(club.id, room.kind),
        name: room.name,
        bookable: true,
        unit_id: unitOf(club.id, false),
        places: room.places,
        color: room.color,
      })),
    ),
  );
  const roomStyleNames: Record<RoomKind, string[]> = {
    studio: ['Yoga', 'Pilates', 'Spinning', 'Body pump', 'Zumba', 'Functional', 'Stretching'],
    gym: ['Body pump', 'Functional', 'Spinning'],
    pool: ['Aqua aerobics'],
  };
  await insertRows(
    db,
    'room_styles',
    clubs.flatMap((_, c) =>
      addedRooms.flatMap((room, i) =>
        styles
          .filter((s) => roomStyleNames[room.kind].includes(s.name))
          .map((s) => ({ room_id: newIds[c * addedRooms.length + i], style_id: s.id })),
      ),
    ),
  );

  const rows = await db.query<{ id: number; club_id: number; name: string; places: number }>(
    'SELECT id, club_id, name, places FROM rooms WHERE tenant = $1 ORDER BY id',
    [tenant],
  );
  const added = new Set(newIds);
  const rooms = interleave(
    rows.map((r) => ({
      id: r.id,
      clubId: r.club_id,
      kind: kindOf(r.name),
      places: r.places,
      timeZone: clubs.find((c) => c.id === r.club_id)!.time_zone,
      groupUnit: unitOf(r.club_id, false),
      personalUnit: unitOf(r.club_id, true),
      added: added.has(r.id),
    })),
  );

  const [demo] = await db.query<{ trainer_id: number | null }>(
    `SELECT trainer_id FROM users WHERE tenant = $1 AND username = 'trainer'`,
    [tenant],
  );
  if (!demo?.trainer_id) throw new Error(`tenant ${tenant} has no demo trainer: seed it first`);
  const trainerIds = await insertIds(
    db,
    'trainers',
    addedTrainers.map((name, i) => ({
      tenant,
      name,
      phone: `+37256600${String(i + 1).padStart(3, '0')}`,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${tenant}.example.com`,
      active: true,
    })),
  );
  const trainerPools: LargeResources['trainerPools'] = [
    trainerIds.slice(0, 2),
    trainerIds.slice(2, 5),
    trainerIds.slice(5, 8),
    trainerIds.slice(8, 11),
  ];
  return { rooms, demoTrainer: demo.trainer_id, trainerPools, timeZone: clubs[0]!.time_zone };
}
