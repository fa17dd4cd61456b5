import { useState } from 'react';
import { countHomeVisit, useInstallWay, useOffersOnHome } from './install-state.ts';
import InstallHomeCard from './install-home-card.tsx';

/** A page load that shows home is a visit, however often home is shown again before the next load. */
let visitCounted = false;
function countThisVisit(): void {
  if (visitCounted) return;
  visitCounted = true;
  countHomeVisit();
}

/**
 * Home's install offer: counts the visit, and shows the card from the third visit on, until installed or declined.
 * Part of the app's first chunk (src/shell/app-layout.tsx), so the card is in home's first paint: arriving later,
 * it pushed home down (a layout shift of 0.16–0.19 in Lighthouse).
 */
export default function InstallHomeOffer() {
  // Counted before the first render decides, so the third visit shows the card at once.
  useState(countThisVisit);
  const way = useInstallWay();
  const offers = useOffersOnHome();
  return offers && way !== null ? <InstallHomeCard /> : null;
}
