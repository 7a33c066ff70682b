import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { type AdminPage, adminPages } from '../../shared/admin-pages';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { NotFoundPage } from '../ui/not-found-page';
import { ToastProvider } from '../ui/toast';
import { ActivityPage } from './activity/activity-page';
import { AdminsPage } from './admins/admins-page';
import { CategoriesPage } from './categories/categories-page';
import { CertificatesPage } from './certificates/certificates-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { EducationPage } from './education/education-page';
import { ExperiencesPage } from './experiences/experiences-page';
import { ExpertisePage } from './expertise/expertise-page';
import { LoginPage } from './login/login-page';
import { MediaPage } from './media/media-page';
import { MessagesPage } from './messages/messages-page';
import { ProjectsPage } from './projects/projects-page';
import { SecurityPage } from './security/security-page';
import { AdminShell } from './shell/admin-shell';
import { signOut } from './shell/session';
import { SkillsPage } from './skills/skills-page';
import { SkillsetsPage } from './skillsets/skillsets-page';
import { ToolsPage } from './tools/tools-page';
import { VariablesPage } from './variables/variables-page';

/** Typed by the shared page list, so a page the server knows cannot lack a route here. */
const pageElements: Record<AdminPage, ReactElement> = {
  login: <LoginPage />,
  dashboard: <DashboardPage />,
  variables: <VariablesPage />,
  tools: <ToolsPage />,
  categories: <CategoriesPage />,
  projects: <ProjectsPage />,
  expertise: <ExpertisePage />,
  experiences: <ExperiencesPage />,
  certificates: <CertificatesPage />,
  education: <EducationPage />,
  skills: <SkillsPage />,
  skillsets: <SkillsetsPage />,
  messages: <MessagesPage />,
  admins: <AdminsPage />,
  media: <MediaPage />,
  security: <SecurityPage />,
  activity: <ActivityPage />,
};

/** The admin app's providers and routes; the caller supplies the router. */
export function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  // A 401 from any call signs out; the shell then shows the login page.
  const [trpcClient] = useState(() =>
    createTrpcClient({ onUnauthorized: () => signOut(queryClient) }),
  );

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Routes>
            <Route path="/admin" element={<AdminShell />}>
              <Route index element={<Navigate to="/admin/login" replace />} />
              {adminPages.map((page) => (
                <Route key={page} path={page} element={pageElements[page]} />
              ))}
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
