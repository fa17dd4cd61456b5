import { Button, Divider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { languages, type Language } from '../api/contract/tenant.ts';
import { chooseLanguage, useLanguage } from '../state/language.ts';
import { colorModeState, toggleColorMode } from '../state/colormode.ts';
import { closeMenu, menuState, toggleSubMenu } from '../state/menu.ts';
import { menuLabels } from './menu-entries.ts';
import { InstallMenuEntry } from '../pwa/install-menu-entry.tsx';
import { VersionLine } from './bottom-bar.tsx';

/** Each language names itself, so a reader finds their own whatever the current language. */
const languageNames: Record<Language, string> = { et: 'Eesti', en: 'English', lv: 'Latviešu' };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px', marginTop: tokens.spacingVerticalM },
  entry: { justifyContent: 'space-between', width: '100%', minHeight: '44px', fontWeight: tokens.fontWeightRegular },
  nested: { listStyleType: 'none', margin: 0, padding: `0 0 0 ${tokens.spacingHorizontalL}` },
  version: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The language sub-menu (unless hidden by page rule), installing the app, the colour-mode toggle and log out. */
export function MenuSettings({ isLanguageHidden, onLogOut }: { isLanguageHidden: boolean; onLogOut?: () => void }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const current = useLanguage();
  const { openSubMenu } = useSnapshot(menuState);
  const { mode } = useSnapshot(colorModeState);
  const languageOpen = openSubMenu === 'language';

  return (
    <div className={styles.root}>
      <Divider />
      {!isLanguageHidden && (
        <>
          <Button
            appearance="subtle"
            className={styles.entry}
            aria-expanded={languageOpen}
            aria-controls="submenu-language"
            onClick={() => toggleSubMenu('language')}
          >
            {i18n._(menuLabels.language)}: {languageNames[current]}
            <span aria-hidden>{languageOpen ? '▴' : '▾'}</span>
          </Button>
          {languageOpen && (
            <ul id="submenu-language" className={styles.nested}>
              {languages.map((language) => (
                <li key={language}>
                  <Button
                    appearance="subtle"
                    className={mergeClasses(styles.entry)}
                    lang={language}
                    aria-pressed={language === current}
                    onClick={() => chooseLanguage(language)}
                  >
                    {languageNames[language]}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <InstallMenuEntry className={styles.entry} onChosen={closeMenu} />
      <Button appearance="subtle" className={styles.entry} onClick={toggleColorMode}>
        {i18n._(mode === 'dark' ? menuLabels.lightMode : menuLabels.darkMode)}
      </Button>
      {onLogOut && (
        <Button
          appearance="subtle"
          className={styles.entry}
          onClick={() => {
            closeMenu();
            onLogOut();
          }}
        >
          {i18n._(menuLabels.logOut)}
        </Button>
      )}
      {/* The footer's version line, which the phone's bottom navigation took the place of. */}
      <p className={styles.version}>
        <VersionLine />
      </p>
    </div>
  );
}
