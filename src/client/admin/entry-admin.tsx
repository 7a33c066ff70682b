import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AdminApp } from './admin-app';
import { followThemeChanges } from '../ui/theme-choice';
import '../ui/theme.css';
import './admin.css';

followThemeChanges();

const root = document.getElementById('root');
if (!root) throw new Error('The admin page has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AdminApp />
    </BrowserRouter>
  </StrictMode>,
);
