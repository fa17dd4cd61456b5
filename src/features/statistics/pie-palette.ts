import { currentTenant } from '../../shell/current-tenant.ts';
import { useColorMode } from '../../state/colormode.ts';

/** Used only if a tenant's palette is somehow empty: distinct hues readable on light and dark backgrounds. */
const fallbackPalette = ['#2f80ed', '#eb5757', '#27ae60', '#f2994a', '#9b51e0', '#56ccf2', '#f2c94c', '#6fcf97'];

/** The tenant's chart series colours for the current colour mode, in order. */
export function usePiePalette(): string[] {
  const mode = useColorMode();
  const pie = currentTenant.pie[mode];
  return pie.length > 0 ? pie : fallbackPalette;
}

export const seriesColor = (palette: readonly string[], index: number) => palette[index % palette.length] ?? '#888888';
