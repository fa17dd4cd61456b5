import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
  mergeClasses,
} from '@fluentui/react-components';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSession } from '../state/auth.ts';
import { closeMenu, menuState, selectMenuEntry, toggleSubMenu } from '../state/menu.ts';
import { usePageRules } from '../state/rules.ts';
import { useIsNarrow } from '../state/screen.ts';
import { currentMenuEntry, menuItems, type MenuGroup, type MenuLink } from './menu-entries.ts';
import { MenuSettings } from './menu-settings.tsx';

const useStyles = makeStyles({
  /*
   * Fluent caps a drawer at 100vh, taller than a phone's screen while the browser's bars show (the log-out
   * entry at the end could sit under them): the dynamic viewport where the engine knows it (Safari 15.4+).
   * On a notched phone (viewport-fit=cover) the entries stay clear of the notch and the home indicator.
   */
  drawer: {
    maxHeight: ['100vh', '100dvh'],
    paddingTop: 'env(safe-area-inset-top, 0px)',
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    paddingLeft: 'env(safe-area-inset-left, 0px)',
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  nested: { paddingLeft: tokens.spacingHorizontalL },
  entry: {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: '44px',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
  groupButton: { justifyContent: 'space-between', fontWeight: tokens.fontWeightRegular },
});

function EntryLink({ entry, current }: { entry: MenuLink; current: string | null }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const isSelected = current === entry.id;
  return (
    <li>
      <Link
        to={entry.to}
        search={entry.search ?? {}}
        // the router marks exact matches only (a subset of currentMenuEntry's), so one entry is current
        activeOptions={{ exact: true, includeSearch: true }}
        className={mergeClasses(styles.entry, isSelected && styles.selected)}
        aria-current={isSelected ? 'page' : undefined}
        onClick={() => {
          selectMenuEntry(entry.id);
          closeMenu();
        }}
      >
        {i18n._(entry.label)}
      </Link>
    </li>
  );
}

function EntryGroup({ group, current }: { group: MenuGroup; current: string | null }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const { openSubMenu } = useSnapshot(menuState);
  const expanded = openSubMenu === group.subMenu;
  const listId = `submenu-${group.subMenu}`;
  return (
    <li>
      <Button
        appearance="subtle"
        className={mergeClasses(styles.entry, styles.groupButton)}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => toggleSubMenu(group.subMenu)}
      >
        {i18n._(group.label)}
        <span aria-hidden>{expanded ? '▴' : '▾'}</span>
      </Button>
      {expanded && (
        <ul id={listId} className={mergeClasses(styles.list, styles.nested)}>
          {group.links.map((entry) => (
            <EntryLink key={entry.id} entry={entry} current={current} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The main menu drawer: docs/behaviour.md#screens-and-routes entries by role and page rules, then language, mode and logout. */
export function AppMenu({ onLogOut }: { onLogOut: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { isOpen } = useSnapshot(menuState);
  const session = useSession();
  const rules = usePageRules();
  const isNarrow = useIsNarrow();
  const items = menuItems({
    isLoggedIn: session.isLoggedIn,
    isTrainer: session.isTrainer,
    isAdmin: session.isAdmin,
    rules,
  });
  const location = useRouterState({ select: (state) => state.location });
  const current = currentMenuEntry(items, location.pathname, location.search);

  return (
    <OverlayDrawer
      open={isOpen}
      onOpenChange={(_, data) => !data.open && closeMenu()}
      position="start"
      size={isNarrow ? 'full' : 'small'}
      className={styles.drawer}
      aria-label={t`Main menu`}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={t`Close menu`} onClick={closeMenu}>
              ✕
            </Button>
          }
        >
          {t`Menu`}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={t`Main menu`}>
          <ul className={styles.list}>
            {items.map((item) =>
              item.kind === 'link' ? (
                <EntryLink key={item.link.id} entry={item.link} current={current} />
              ) : (
                <EntryGroup key={item.group.subMenu} group={item.group} current={current} />
              ),
            )}
          </ul>
        </nav>
        <MenuSettings
          isLanguageHidden={rules.menu.isLanguageHidden}
          onLogOut={session.isLoggedIn ? onLogOut : undefined}
        />
      </DrawerBody>
    </OverlayDrawer>
  );
}
