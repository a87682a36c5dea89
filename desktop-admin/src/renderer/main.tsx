import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesktopApp } from './desktop-app';
import './desktop.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

if (!('desktop' in window)) {
  root.textContent = 'This page runs inside the Northbeam Admin desktop app only.';
} else {
  createRoot(root).render(
    <StrictMode>
      <DesktopApp bridge={window.desktop} />
    </StrictMode>,
  );
}
