import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { LAUNCHED_FLAGS } from './lib/flags/flags-context.tsx';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders flags={LAUNCHED_FLAGS}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
