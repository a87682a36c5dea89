import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate } from './menu';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu) : []),
  ]);
}

function build(platform: NodeJS.Platform, isDev = false) {
  const actions = { navigate: vi.fn(), openWebsite: vi.fn(), about: vi.fn() };
  const template = buildMenuTemplate({ platform, appName: 'Northbeam Admin', isDev, actions });
  return { template, items: flatten(template), actions };
}

describe('native menu', () => {
  it('has the usual menus on Windows/Linux and an app menu on macOS', () => {
    expect(build('linux').template.map((m) => m.label ?? m.role)).toEqual([
      'File',
      'Edit',
      'View',
      'windowMenu',
      'help',
    ]);
    expect(build('darwin').template.map((m) => m.label ?? m.role)).toEqual([
      'Northbeam Admin',
      'File',
      'Edit',
      'View',
      'windowMenu',
      'help',
    ]);
  });

  it('has the standard edit roles and quit', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const roles = build(platform)
        .items.map((i) => i.role)
        .filter(Boolean);
      expect(roles).toEqual(
        expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
      );
      expect(roles).toContain('quit');
    }
  });

  it('navigates into the admin from menu items', () => {
    const { items, actions } = build('linux');
    const click = (label: string) => {
      const item = items.find((i) => i.label === label);
      (item?.click as (() => void) | undefined)?.();
    };
    click('New Job Posting');
    click('New Blog Post');
    click('Dashboard');
    click('Change Server…');
    click('Open the Website');
    expect(actions.navigate.mock.calls.map((c) => c[0])).toEqual([
      '/admin/jobs/new',
      '/admin/blogs/new',
      '/admin/dashboard',
      '/setup/server',
    ]);
    expect(actions.openWebsite).toHaveBeenCalledOnce();
  });

  it('offers developer tools only in development', () => {
    expect(build('linux').items.some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(build('linux', true).items.some((i) => i.role === 'toggleDevTools')).toBe(true);
  });
});
