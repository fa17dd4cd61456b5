import { beforeEach, describe, expect, it } from 'vitest';
import { closeMenu, menuState, openMenu, selectMenuEntry, toggleSubMenu } from './menu.ts';

describe('menu collapse rules', () => {
  beforeEach(() => closeMenu());

  it('opening one sub-menu collapses the others; toggling the open one collapses it', () => {
    openMenu();
    toggleSubMenu('calendar');
    expect(menuState.openSubMenu).toBe('calendar');
    toggleSubMenu('trainer');
    expect(menuState.openSubMenu).toBe('trainer');
    toggleSubMenu('trainer');
    expect(menuState.openSubMenu).toBeNull();
  });

  it('collapsing the menu collapses every sub-menu but keeps the selected entry', () => {
    openMenu();
    toggleSubMenu('language');
    selectMenuEntry('contracts');
    closeMenu();
    expect(menuState).toMatchObject({ isOpen: false, openSubMenu: null, selected: 'contracts' });
  });
});
