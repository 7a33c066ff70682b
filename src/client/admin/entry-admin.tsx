import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from './admin-app';
import { followThemeChanges } from '../ui/theme-choice';
import '../ui/theme.css';
import './admin.css';

followThemeChanges();

const root = document.getElementById('root');
if (!root) throw new Error('The admin page has no #root element');

// A data router, not a plain BrowserRouter: only it can hold a navigation back while
// a form has unsaved edits. The app keeps its own routes beneath the one catch-all.
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
