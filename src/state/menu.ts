import { proxy } from 'valtio';
import * as v from 'valibot';
import { persistStore, readStored } from './persisted.ts';

/** docs/behaviour.md#screens-and-routes sub-menu names, and the admin's pages beside the timetable. */
export const SubMenu = v.picklist(['calendar', 'contract', 'language', 'trainer', 'admin']);
export type SubMenu = v.InferOutput<typeof SubMenu>;

const StoredMenu = v.object({
  isOpen: v.optional(v.boolean(), false),
  openSubMenu: v.optional(v.nullable(SubMenu), null),
  selected: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
});
type StoredMenu = v.InferOutput<typeof StoredMenu>;

const defaults: StoredMenu = { isOpen: false, openSubMenu: null, selected: null };

export const menuState = proxy(readStored('menu', StoredMenu, defaults));
persistStore('menu', menuState, (s) => ({ isOpen: s.isOpen, openSubMenu: s.openSubMenu, selected: s.selected }));

export function openMenu(): void {
  menuState.isOpen = true;
}

/** Collapsing the menu collapses every sub-menu. */
export function closeMenu(): void {
  menuState.isOpen = false;
  menuState.openSubMenu = null;
}

/** Opening one sub-menu collapses the others; toggling the open one collapses it. */
export function toggleSubMenu(name: SubMenu): void {
  menuState.openSubMenu = menuState.openSubMenu === name ? null : name;
}

/** The menu keeps the selected entry (by its path) across reloads. */
export function selectMenuEntry(entry: string): void {
  menuState.selected = entry;
}
