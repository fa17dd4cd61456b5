import { Trans } from '@lingui/react/macro';
import type { TimetableRole } from './queries.ts';

export function TimetableTitle({ role }: { role: TimetableRole }) {
  switch (role) {
    case 'public':
      return <Trans>Public timetable</Trans>;
    case 'trainer':
      return <Trans>Trainer timetable</Trans>;
    case 'admin':
      return <Trans>Admin timetable</Trans>;
    case 'user':
      return <Trans>Timetable</Trans>;
  }
}
