import { PageHeader } from '../page-header';
import { usePageTitle } from '../use-page-title';
import { SessionsPanel } from './sessions-panel';
import { TokensPanel } from './tokens-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** The signed-in admin's own sign-in: two-factor, the browsers signed in, and API tokens. */
export function SecurityPage() {
  usePageTitle('Security');
  return (
    <>
      <PageHeader
        title="Security"
        description="How you sign in, where you are signed in, and tokens for scripts."
      />
      <div className="security-panels">
        <TwoFactorPanel />
        <SessionsPanel />
        <TokensPanel />
      </div>
    </>
  );
}
