import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api';
import { App } from './app/App';
import './i18n';
import { platform } from './platform';
import { installLogCapture } from './platform/logCapture';

// Warnings and errors reach the desktop log file, or on the web the server through logger.ship.
platform.logs.connect((entries) => api.send('logger.ship', { entries }));
installLogCapture(platform.logs);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
