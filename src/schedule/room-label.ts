/** Just enough of a room to name it. */
type NamedRoom = { name: string; clubId: number; clubName: string };

/**
 * How rooms are named where they meet: clubs share room names ("Studio 1" in each), so among rooms of
 * more than one club each says its club ("Studio 1 · Reval City"); among one club's, the plain name.
 */
export function roomLabeller(rooms: readonly NamedRoom[]): (room: NamedRoom) => string {
  const clubs = new Set(rooms.map((r) => r.clubId));
  return clubs.size > 1 ? (room) => `${room.name} · ${room.clubName}` : (room) => room.name;
}
