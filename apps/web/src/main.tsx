import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchEventsFor } from './features/events/events-loader';

// A first visit to /events asks for its list before React starts: ahead of the page's chunks, which
// would otherwise hold the browser's few connections to this origin (the route's loader then finds it asked).
prefetchEventsFor(new URL(window.location.href));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
