import { Badge, type BadgeTone } from '../ui/badge.tsx';

/** Where the member stands with a class (booked, waiting) or that it is cancelled, as the design system's badge. */
export function StatusBadge({ tone, text, role }: { tone: BadgeTone; text: string; role?: 'status' | undefined }) {
  return role ? (
    <span role={role}>
      <Badge tone={tone}>{text}</Badge>
    </span>
  ) : (
    <Badge tone={tone}>{text}</Badge>
  );
}
