import { lazy } from 'react';
import { countHomeVisit, useInstallWay, useOffersOnHome } from './install-state.ts';

// This module loads once per page load that shows home: that is a visit.
countHomeVisit();

// The card itself (Fluent UI and the rest of the catalog) only loads on the visits that show it.
const InstallHomeCard = lazy(() => import('./install-home-card.tsx'));

/** Home's install offer: counts the visit, and shows the card from the third visit on, until installed or declined. */
export default function InstallHomeOffer() {
  const way = useInstallWay();
  const offers = useOffersOnHome();
  return offers && way !== null ? <InstallHomeCard /> : null;
}
