import * as v from 'valibot';
import { RoomInput, toResourceIssues, type AdminRoom, type ResourceIssue } from '../../api/contract/admin-resources.ts';

/** The room form as typed: strings for the inputs, so nothing typed is lost to a bad value. */
export type RoomDraft = {
  clubId: string;
  groupId: string;
  unitId: string;
  name: string;
  et: string;
  en: string;
  lv: string;
  places: string;
  styleIds: number[];
  color: string;
};

export const DEFAULT_ROOM_COLOR = '#5b7083';

export function newRoomDraft(clubId: number | undefined): RoomDraft {
  return {
    clubId: clubId === undefined ? '' : String(clubId),
    groupId: '',
    unitId: '',
    name: '',
    et: '',
    en: '',
    lv: '',
    places: '20',
    styleIds: [],
    color: DEFAULT_ROOM_COLOR,
  };
}

export function roomDraftOf(room: AdminRoom): RoomDraft {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    clubId: String(room.clubId),
    groupId: id(room.groupId),
    unitId: id(room.unitId),
    name: room.name,
    ...room.translations,
    places: String(room.places),
    styleIds: room.styleIds,
    color: room.color,
  };
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));
/** An empty or unreadable number stays unreadable, so the schema names the field. */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** What the draft sends: the body of POST /admin/rooms or PUT /admin/rooms/{id}. */
export function toRoomInput(d: RoomDraft): Record<string, unknown> {
  return {
    clubId: numberOf(d.clubId),
    groupId: idOrNull(d.groupId),
    unitId: idOrNull(d.unitId),
    name: d.name,
    translations: { et: d.et, en: d.en, lv: d.lv },
    places: numberOf(d.places),
    styleIds: d.styleIds,
    color: d.color,
  };
}

/** The draft checked by the very schema the server checks with: the input to send, or the issues. */
export function checkRoomDraft(d: RoomDraft): { input: v.InferInput<typeof RoomInput> } | { issues: ResourceIssue[] } {
  const body = toRoomInput(d);
  const result = v.safeParse(RoomInput, body);
  return result.success ? { input: result.output } : { issues: toResourceIssues(result.issues) };
}
