import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readStartup } from './app/startup';
import { applyColorSchemeBeforePaint } from './app/theme/colorScheme';

const startup = readStartup(window);
// Deposit by link: the token and file id leave the address bar (and the history) at once (docs/product.md
// §2).
if (startup.replaceUrl) window.history.replaceState(null, '', startup.replaceUrl);

applyColorSchemeBeforePaint(window);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App startup={startup} />
  </StrictMode>,
);
