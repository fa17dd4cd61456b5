import { DOOR_OVERLAY_ID, type DoorSnapshot, type DoorSnapshotCode } from '../src/common/door-snapshot.ts';
import { doorOrder, isEntryCodeExpired, leadingCodes } from '../src/common/entry-code-validity.ts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values: every character that could end a text run or an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/*
 * Exactly what `qrcode`'s toString(…, { type: 'svg' }) writes with the default colours: a white square
 * and one path of dark modules. The path may only hold move/line commands and numbers, so nothing in a
 * stored snapshot (which any script of the origin could have written) can become markup.
 */
const qrSvgPattern =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d{1,3}) \1" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h\1v\1H0z"\/><path stroke="#000000" d="([Mmhv0-9. ]+)"\/><\/svg>\s*$/;

/** The QR as SVG markup rebuilt from its checked parts (hidden from assistive technology: its wrapper is the image), or null. */
export function qrSvgMarkup(svg: string): string | null {
  const parts = qrSvgPattern.exec(svg);
  if (!parts) return null;
  const [, size, modules] = parts;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" aria-hidden="true" focusable="false">` +
    `<path fill="#ffffff" d="M0 0h${size}v${size}H0z"/><path stroke="#000000" d="${modules}"/></svg>`
  );
}

/** Only plain colour notations go into the style attribute; anything else keeps the stylesheet's default. */
function cssColor(value: string): string | null {
  return /^(#[0-9a-f]{3,8}|rgba?\([\d.,%\s]+\))$/i.test(value.trim()) ? value.trim() : null;
}

/** One card as EntryCodeCard draws it; an expired code sits in a closed disclosure (no script needed to open it). */
function cardMarkup(code: DoorSnapshotCode, svg: string, leads: boolean, expired: boolean): string {
  const classes = ['entry-card', leads ? 'entry-card-current' : '', expired ? 'entry-card-expired' : '']
    .filter(Boolean)
    .join(' ');
  const qr = `<div class="door-snapshot-qr" role="img" aria-label="${escapeHtml(code.label)}">${svg}</div>`;
  return (
    `<article class="${classes}" aria-label="${escapeHtml(code.name)}">` +
    `<h2 class="entry-card-name">${escapeHtml(code.name)}</h2>` +
    (expired
      ? (code.expiredNote ? `<strong class="entry-card-expired-note">${escapeHtml(code.expiredNote)}</strong>` : '') +
        `<details class="door-snapshot-reveal"><summary>${escapeHtml(code.revealText ?? code.code)}</summary>${qr}</details>`
      : qr) +
    `<p class="entry-card-code">${escapeHtml(code.code)}</p>` +
    `</article>`
  );
}

/**
 * The overlay that stands in for the entry page until the app has drawn its own QR codes (class names
 * styled by src/shell/global.css, removed by src/shell/door-overlay.ts), ordered and marked as the page
 * does by the worker's own clock: the current code first, each person's first valid code largest, an expired code hidden behind a
 * disclosure. Null when the snapshot is too old, has no code valid today, or any QR is not the expected
 * SVG: then the page opens as before.
 */
export function doorSnapshotMarkup(snapshot: DoorSnapshot, now: number, maxAgeMs: number): string | null {
  if (snapshot.codes.length === 0 || now - snapshot.savedAt > maxAgeMs || snapshot.savedAt > now + 60_000) return null;
  const today = new Date(now);
  const codes = doorOrder(snapshot.codes, today);
  if (isEntryCodeExpired(codes[0]!.validUntil, today)) return null;
  const leading = leadingCodes(codes, today);
  const cards: string[] = [];
  for (const code of codes) {
    const svg = qrSvgMarkup(code.svg);
    if (!svg) return null;
    cards.push(cardMarkup(code, svg, leading.has(code), isEntryCodeExpired(code.validUntil, today)));
  }
  const hint = snapshot.hint ? `<p class="door-snapshot-hint">${escapeHtml(snapshot.hint)}</p>` : '';
  const colors = [
    ['--door-background', cssColor(snapshot.background)],
    ['--door-foreground', cssColor(snapshot.foreground)],
  ].filter((entry): entry is [string, string] => entry[1] !== null);
  const style =
    colors.length > 0 ? ` style="${escapeHtml(colors.map(([name, value]) => `${name}:${value}`).join(';'))}"` : '';
  return (
    `<div id="${DOOR_OVERLAY_ID}" class="door-snapshot" lang="${escapeHtml(snapshot.lang)}" data-user="${Math.trunc(snapshot.userId)}"${style}>` +
    `<section class="door-snapshot-page"><h1 class="door-snapshot-heading">${escapeHtml(snapshot.heading)}</h1>` +
    `<div class="entry-codes">${cards.join('')}${hint}</div></section></div>`
  );
}

/**
 * index.html with the overlay placed before the app's root; the root is made inert meanwhile so the
 * page behind the overlay is neither focusable nor read out twice. Null when index.html has no root.
 */
export function insertDoorSnapshot(indexHtml: string, overlay: string): string | null {
  const root = '<div id="root"';
  const at = indexHtml.indexOf(root);
  if (at < 0) return null;
  return `${indexHtml.slice(0, at)}${overlay}${root} inert${indexHtml.slice(at + root.length)}`;
}

/**
 * index.html without its route's module preload hints. At the door the codes come first: with the hints
 * the browser fetches and compiles the whole app while it should be parsing and painting the overlay, so
 * the route's modules are left to load from the app (from the precache, so still quickly). The app's own
 * scripts stay (`data-app-start`): the app’s start (built-app.ts) runs them once the overlay is painted.
 */
export function withoutModulePreloads(indexHtml: string): string {
  const routeModule = /[ \t]*<link (?:rel|data-after-paint)="modulepreload"(?![^>]*\bdata-app-start\b)[^>]*>\r?\n?/g;
  return indexHtml.replace(routeModule, '');
}
