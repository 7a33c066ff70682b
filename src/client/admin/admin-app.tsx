import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { NotFoundPage } from '../ui/not-found-page';
import { ToastProvider } from '../ui/toast';
import { ActivityPage } from './activity/activity-page';
import { contentPages } from './content-pages';
import { DashboardPage } from './dashboard/dashboard-page';
import { ImportPage } from './import/import-page';
import { LoginPage } from './login/login-page';
import { SecurityPage } from './security/security-page';
import { AdminShell } from './shell/admin-shell';
import { askToConfirm } from './shell/confirmation';
import { sessionLost } from './shell/session';

/** Each page under /admin and what it shows: the account pages, then the registry's content pages. */
const pageRoutes: readonly { slug: string; component: ComponentType }[] = [
  { slug: 'login', component: LoginPage },
  { slug: 'dashboard', component: DashboardPage },
  ...contentPages,
  { slug: 'import', component: ImportPage },
  { slug: 'security', component: SecurityPage },
  { slug: 'activity', component: ActivityPage },
];

/** The admin app's providers and routes; the caller supplies the router. */
export function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  // A 401 from any call ends the session: the shell shows the login page, or a sign-in
  // dialog over the page when a form there holds unsaved edits.
  // A sensitive change refused for want of a recent confirmation asks for the
  // password over the page, then goes again (see confirm-link.ts).
  const [trpcClient] = useState(() =>
    createTrpcClient({
      onUnauthorized: () => sessionLost(queryClient),
      askToConfirm: () => askToConfirm(queryClient),
    }),
  );

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Routes>
            <Route path="/admin" element={<AdminShell />}>
              <Route index element={<Navigate to="/admin/login" replace />} />
              {pageRoutes.map(({ slug, component: Page }) => (
                <Route key={slug} path={slug} element={<Page />} />
              ))}
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
