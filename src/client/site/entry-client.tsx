import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteRoot } from './site-root';
import { SITE_STATE_ELEMENT_ID, type SiteState } from './site-state';
import { followThemeChanges } from '../ui/theme-choice';
import '../ui/theme.css';
import './site.css';

followThemeChanges();

const stateElement = document.getElementById(SITE_STATE_ELEMENT_ID);
const state = JSON.parse(stateElement?.textContent ?? '{}') as SiteState;
const root = document.getElementById('root');

if (root) {
  hydrateRoot(
    root,
    <StrictMode>
      <SiteRoot state={state} />
    </StrictMode>,
  );
}
