import { describe, expect, it } from 'vitest';
import { roomLabeller } from './room-label.ts';

const studio = (clubId: number, clubName: string) => ({ name: 'Studio 1', clubId, clubName });

describe('roomLabeller', () => {
  it('names the club when the rooms span clubs', () => {
    const rooms = [studio(1, 'Reval City'), studio(2, 'Tartu')];
    const label = roomLabeller(rooms);
    expect(rooms.map(label)).toEqual(['Studio 1 · Reval City', 'Studio 1 · Tartu']);
  });

  it('keeps the plain name among one club’s rooms', () => {
    const rooms = [studio(1, 'Reval City'), { ...studio(1, 'Reval City'), name: 'Gym' }];
    expect(rooms.map(roomLabeller(rooms))).toEqual(['Studio 1', 'Gym']);
  });
});
