import { PageHeader } from '../page-header';
import { usePageTitle } from '../use-page-title';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { TokensPanel } from './tokens-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** The signed-in admin's own sign-in: password, two-factor, the browsers signed in, and API tokens. */
export function SecurityPage() {
  usePageTitle('Security');
  return (
    <>
      <PageHeader
        title="Security"
        description="Your password, how you sign in, where you are signed in, and tokens for scripts."
      />
      <div className="security-panels">
        <PasswordPanel />
        <TwoFactorPanel />
        <SessionsPanel />
        <TokensPanel />
      </div>
    </>
  );
}
