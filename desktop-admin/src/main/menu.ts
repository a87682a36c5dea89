/** The native menu: the usual items per platform, plus shortcuts into the admin. */
import type { MenuItemConstructorOptions } from 'electron';
import type { NavigateTarget } from './ipc-contract';

export interface MenuActions {
  navigate(target: NavigateTarget): void;
  openWebsite(): void;
  about(): void;
}

export function buildMenuTemplate(options: {
  platform: NodeJS.Platform;
  appName: string;
  isDev: boolean;
  actions: MenuActions;
}): MenuItemConstructorOptions[] {
  const { actions } = options;
  const isMac = options.platform === 'darwin';

  const appMenu: MenuItemConstructorOptions = {
    label: options.appName,
    submenu: [
      { label: `About ${options.appName}`, click: () => actions.about() },
      { type: 'separator' },
      { label: 'Change Server…', click: () => actions.navigate('/setup/server') },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };

  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      {
        label: 'New Job Posting',
        accelerator: 'CmdOrCtrl+N',
        click: () => actions.navigate('/admin/jobs/new'),
      },
      {
        label: 'New Blog Post',
        accelerator: 'CmdOrCtrl+Shift+N',
        click: () => actions.navigate('/admin/blogs/new'),
      },
      { type: 'separator' },
      ...(isMac
        ? [{ role: 'close' } as const]
        : [
            { label: 'Change Server…', click: () => actions.navigate('/setup/server') },
            { type: 'separator' } as const,
            { role: 'quit' } as const,
          ]),
    ],
  };

  const editMenu: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(isMac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      { role: 'selectAll' },
    ],
  };

  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      {
        label: 'Dashboard',
        accelerator: 'CmdOrCtrl+D',
        click: () => actions.navigate('/admin/dashboard'),
      },
      { type: 'separator' },
      { role: 'reload' },
      ...(options.isDev ? [{ role: 'toggleDevTools' } as const] : []),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };

  const windowMenu: MenuItemConstructorOptions = {
    role: 'windowMenu',
  };

  const helpMenu: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      { label: 'Open the Website', click: () => actions.openWebsite() },
      ...(isMac ? [] : [{ label: `About ${options.appName}`, click: () => actions.about() }]),
    ],
  };

  return [...(isMac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}
