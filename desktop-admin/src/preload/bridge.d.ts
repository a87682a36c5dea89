// The renderer's global, typed from the preload itself.
import type { DesktopBridge } from './index';

declare global {
  interface Window {
    desktop: DesktopBridge;
  }
}
