import { countHomeVisit, useInstallWay, useOffersOnHome } from './install-state.ts';
import InstallHomeCard from './install-home-card.tsx';

// This module loads once per page load that shows home: that is a visit.
countHomeVisit();

/** Home's install offer: counts the visit, and shows the card from the third visit on, until installed or declined. */
export default function InstallHomeOffer() {
  const way = useInstallWay();
  const offers = useOffersOnHome();
  return offers && way !== null ? <InstallHomeCard /> : null;
}
