import { iconPaths, type IconName } from '../common/icon-paths.ts';

/** A decorative icon in the text colour; the button around it carries the name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden focusable="false">
      <path d={iconPaths[name]} />
    </svg>
  );
}
