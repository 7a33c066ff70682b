import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { SiteApp } from './site-app';
import { type SiteImages, SiteImagesProvider } from './site-images';
import type { SiteState } from './site-state';

const NO_IMAGES: SiteImages = {};

/**
 * The providers around the public site. The server and the browser render
 * exactly this tree from the same state, so hydration matches and nothing
 * is fetched twice.
 */
export function SiteRoot({ state }: { state: SiteState }) {
  // The public content does not change while a visitor reads it: the state
  // the server embedded stays fresh, so hydration never refetches it.
  const [queryClient] = useState(() => createQueryClient({ staleTime: Number.POSITIVE_INFINITY }));
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state.dehydrated}>
        <SiteImagesProvider value={state.images ?? NO_IMAGES}>
          <SiteApp page={state.page} year={state.year} today={state.today} />
        </SiteImagesProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
