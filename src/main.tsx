import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { makeStore } from '../store';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import './styles/global.css';

const { store, persistor } = makeStore();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
