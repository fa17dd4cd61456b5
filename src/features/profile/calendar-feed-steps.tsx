import { Trans } from '@lingui/react/macro';
import { ChevronDown20Regular } from '@fluentui/react-icons/headless/svg/chevron-down';
import styles from './calendar-feed.module.css';

/**
 * How to subscribe in the three calendar apps members use, in the apps' own words (their menus as of 2025).
 * Honest about the wait: Google and Outlook read a subscribed calendar only every few hours.
 */
export function CalendarFeedSteps() {
  return (
    <div className={styles.steps}>
      <details>
        <summary>
          <span>
            <Trans>Google Calendar</Trans>
          </span>
          <ChevronDown20Regular aria-hidden className={styles.chevron} />
        </summary>
        <ol>
          <li>
            <Trans>Copy the address above.</Trans>
          </li>
          <li>
            <Trans>
              On a computer, open calendar.google.com. Beside “Other calendars”, choose + and then “From URL”.
            </Trans>
          </li>
          <li>
            <Trans>Paste the address and choose “Add calendar”. It shows on your phone too.</Trans>
          </li>
          <li>
            <Trans>Google reads the address again every few hours, so a change can take that long to show.</Trans>
          </li>
        </ol>
      </details>
      <details>
        <summary>
          <span>
            <Trans>Apple Calendar (iPhone, iPad, Mac)</Trans>
          </span>
          <ChevronDown20Regular aria-hidden className={styles.chevron} />
        </summary>
        <ol>
          <li>
            <Trans>On the device, tap “Open in calendar app” and confirm “Subscribe”.</Trans>
          </li>
          <li>
            <Trans>
              Or by hand: on iPhone and iPad, in Calendar tap Calendars, then “Add Calendar” and “Add Subscription
              Calendar”; on a Mac choose File, then “New Calendar Subscription”. Paste the address.
            </Trans>
          </li>
          <li>
            <Trans>On a Mac, set “Auto-refresh” to every 15 minutes to see changes soon.</Trans>
          </li>
        </ol>
      </details>
      <details>
        <summary>
          <span>
            <Trans>Outlook</Trans>
          </span>
          <ChevronDown20Regular aria-hidden className={styles.chevron} />
        </summary>
        <ol>
          <li>
            <Trans>Copy the address above.</Trans>
          </li>
          <li>
            <Trans>
              In Outlook on the web or Outlook.com, open the calendar and choose “Add calendar”, then “Subscribe from
              web”. In the new Outlook for Windows the steps are the same.
            </Trans>
          </li>
          <li>
            <Trans>Paste the address, give the calendar a name and choose “Import”.</Trans>
          </li>
          <li>
            <Trans>Outlook reads the address again every few hours, so a change can take that long to show.</Trans>
          </li>
        </ol>
      </details>
    </div>
  );
}
