/**
 * Colour arithmetic shared by the tenant themes (scale generation) and the Fluent brand ramp.
 * Plain sRGB mixing is enough here: the ramps only need to be monotonic and readable.
 */
export const scaleSteps = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type ScaleStep = (typeof scaleSteps)[number];
export type ColourScale = Record<ScaleStep, string>;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `weight` 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, weight: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * weight));
}

/** A 100–900 scale around `base` (which becomes 500): lighter steps mix in white, darker ones black. */
export function scaleFrom(base: string): ColourScale {
  const tints = [0.8, 0.62, 0.44, 0.22];
  const shades = [0.16, 0.32, 0.48, 0.62];
  return {
    '100': mix(base, '#ffffff', tints[0]!),
    '200': mix(base, '#ffffff', tints[1]!),
    '300': mix(base, '#ffffff', tints[2]!),
    '400': mix(base, '#ffffff', tints[3]!),
    '500': base.toLowerCase(),
    '600': mix(base, '#000000', shades[0]!),
    '700': mix(base, '#000000', shades[1]!),
    '800': mix(base, '#000000', shades[2]!),
    '900': mix(base, '#000000', shades[3]!),
  };
}

/** WCAG relative luminance, to pick readable text on a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function readableOn(background: string): string {
  return luminance(background) > 0.4 ? '#111111' : '#ffffff';
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA for body text, including the 10–12 px hints and errors. */
export const TEXT_CONTRAST = 4.5;

/** WCAG's least contrast of a control's parts, which a disabled control keeps so it still reads. */
export const CONTROL_CONTRAST = 3;

/**
 * `colour` as text on every one of `backgrounds`: unchanged when it already reads at 4.5:1, else
 * darkened (light backgrounds) or lightened (dark ones) just enough, so it keeps its hue.
 */
export function readableText(colour: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  const towards = backgrounds.every((bg) => luminance(bg) > 0.18) ? '#000000' : '#ffffff';
  for (let weight = 0; weight <= 1; weight += 0.02) {
    const candidate = weight === 0 ? colour.toLowerCase() : mix(colour, towards, weight);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return towards;
}
