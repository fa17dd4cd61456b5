import { Board24Regular } from '@fluentui/react-icons/headless/svg/board';
import { CalendarLtr24Regular } from '@fluentui/react-icons/headless/svg/calendar-ltr';
import { Dumbbell24Regular } from '@fluentui/react-icons/headless/svg/dumbbell';
import { Gift24Regular } from '@fluentui/react-icons/headless/svg/gift';
import { Home24Regular } from '@fluentui/react-icons/headless/svg/home';
import { PersonArrowRight24Regular } from '@fluentui/react-icons/headless/svg/person-arrow-right';
import { QrCode24Regular } from '@fluentui/react-icons/headless/svg/qr-code';
import { ScanCamera24Regular } from '@fluentui/react-icons/headless/svg/scan-camera';
import { Send24Regular } from '@fluentui/react-icons/headless/svg/send';
import { TicketDiagonal24Regular } from '@fluentui/react-icons/headless/svg/ticket-diagonal';
import type { IconComponent } from '../ui/button.tsx';
import type { BottomNavIcon } from './bottom-nav-entries.ts';

/**
 * Each place's icon, the regular style only: the place on screen is marked by a tinted pill instead of the filled
 * style, which would double the icons' ~3 KiB in the first visit's code.
 */
export const bottomNavIcons: Record<BottomNavIcon, IconComponent> = {
  home: Home24Regular,
  timetable: CalendarLtr24Regular,
  workouts: Dumbbell24Regular,
  entry: QrCode24Regular,
  scanner: ScanCamera24Regular,
  rooms: Board24Regular,
  outbox: Send24Regular,
  vouchers: Gift24Regular,
  tickets: TicketDiagonal24Regular,
  login: PersonArrowRight24Regular,
};
