import { useEffect, useRef, useState } from 'react';
import {
  type TwoFactorSetup,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
} from '../../../shared/access';
import { fieldErrorsOf } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { DownloadIcon } from '../../ui/icons';
import { LoadingIndicator } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { type FieldErrors, useForm, zodValidator } from '../../ui/use-form';
import { CurrentPasswordField } from '../login/current-password-field';
import { OneTimeCodeField } from '../login/one-time-code-field';
import { CopyButton } from './copy-button';
import { LoadProblem, problemText, SecurityPanel } from './security-panel';

/** Where the panel is: showing the status, setting up, showing new recovery codes, or turning off. */
type Flow =
  | { step: 'status' }
  | { step: 'setup'; setup: TwoFactorSetup }
  | { step: 'codes'; codes: string[] }
  | { step: 'disable' };

/**
 * The server's QR code as an image source. It is drawn on the server from
 * the secret and shown through <img>, never inserted as markup, so nothing in
 * it can run in the page.
 */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The base32 key for typing in by hand: as the server gives it, else read from the otpauth URL. */
export function manualKeyOf(setup: TwoFactorSetup): string {
  if (setup.secret) return setup.secret;
  try {
    return new URL(setup.otpauthUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Spreads a notice about the field's problem to the form, or to a toast when no field owns it. */
export function reportTo<TValues extends object>(
  error: unknown,
  values: TValues,
  setErrors: (errors: FieldErrors<TValues>) => void,
  toastError: (message: string) => void,
) {
  const fields = Object.entries(fieldErrorsOf(error)).filter(([name]) => name in values);
  if (fields.length > 0) {
    setErrors(Object.fromEntries(fields) as FieldErrors<TValues>);
    return;
  }
  const text = problemText(error);
  if (text) toastError(text);
}

export function TwoFactorPanel() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const status = trpc.twoFactor.status.useQuery(undefined, { staleTime: 0 });
  const setup = trpc.twoFactor.setup.useMutation();
  const [flow, setFlow] = useState<Flow>({ step: 'status' });
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(flow.step);

  // Each step replaces the button that led to it, so focus would fall to the page: it moves to
  // the new step instead, where keyboard and screen-reader users carry on.
  useEffect(() => {
    if (shownStep.current === flow.step) return;
    shownStep.current = flow.step;
    bodyRef.current?.focus();
  }, [flow.step]);

  const startSetup = async () => {
    try {
      setFlow({ step: 'setup', setup: await setup.mutateAsync() });
    } catch (error) {
      const text = problemText(error);
      if (text) toast.error(text);
      void utils.twoFactor.status.invalidate();
    }
  };

  const enabled = status.data?.enabled ?? false;
  let body;
  if (flow.step === 'setup') {
    body = (
      <SetupStep
        setup={flow.setup}
        onEnabled={(codes) => {
          setFlow({ step: 'codes', codes });
          void utils.twoFactor.status.invalidate();
        }}
        onCancel={() => setFlow({ step: 'status' })}
      />
    );
  } else if (flow.step === 'codes') {
    body = <RecoveryCodes codes={flow.codes} onDone={() => setFlow({ step: 'status' })} />;
  } else if (flow.step === 'disable') {
    body = (
      <DisableStep
        onDisabled={() => {
          setFlow({ step: 'status' });
          toast.success('Two-factor sign-in is off');
          void utils.twoFactor.status.invalidate();
        }}
        onCancel={() => setFlow({ step: 'status' })}
      />
    );
  } else if (status.isPending) {
    body = <LoadingIndicator label="Loading two-factor sign-in…" />;
  } else if (status.isError) {
    body = <LoadProblem error={status.error} onRetry={() => void status.refetch()} />;
  } else {
    body = (
      <div className="security-two-factor-status">
        <p className="security-status-line">
          <span
            className={
              enabled ? 'security-badge security-badge--on' : 'security-badge security-badge--off'
            }
          >
            {enabled ? 'On' : 'Off'}
          </span>
          {enabled
            ? `Sign-in asks for a code from your authenticator app after the password. ${recoveryCodesLeft(status.data.recoveryCodesLeft)}`
            : 'Sign-in asks for the password only. Add a code from an authenticator app, so a stolen password alone cannot sign in.'}
        </p>
        <div className="security-actions">
          {enabled ? (
            <Button variant="outlined" tone="danger" onClick={() => setFlow({ step: 'disable' })}>
              Turn off
            </Button>
          ) : (
            <Button busy={setup.isPending} onClick={() => void startSetup()}>
              Set up
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <SecurityPanel
      title="Two-factor sign-in"
      description="A code from an app on your phone, asked for after the password."
    >
      <div ref={bodyRef} className="security-panel-body" tabIndex={-1}>
        {body}
      </div>
    </SecurityPanel>
  );
}

function recoveryCodesLeft(count: number): string {
  if (count === 0) return 'No recovery codes are left: turn it off and on again for new ones.';
  return `${count} recovery ${count === 1 ? 'code' : 'codes'} left.`;
}

interface CodeValues {
  code: string;
}

function SetupStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const enable = trpc.twoFactor.enable.useMutation();
  const form = useForm<CodeValues>({
    initialValues: { code: '' },
    validate: zodValidator<CodeValues>(twoFactorEnableInputSchema),
  });
  const key = manualKeyOf(setup);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const { recoveryCodes } = await enable.mutateAsync({ code: code.trim() });
      toast.success('Two-factor sign-in is on');
      onEnabled(recoveryCodes);
    } catch (error) {
      reportTo(error, form.values, form.setErrors, toast.error);
    }
  });

  return (
    <div className="security-setup">
      <ol className="security-setup-steps">
        <li>
          <p>Scan this QR code with your authenticator app:</p>
          <img
            className="security-qr"
            src={svgDataUrl(setup.qrCode)}
            alt="QR code"
            width={200}
            height={200}
          />
          <p className="security-manual">
            Or type this key into the app by hand:{' '}
            <code className="security-secret" aria-label="Key for manual entry">
              {key}
            </code>
          </p>
          <div className="security-actions">
            <CopyButton
              text={key}
              copiedMessage="Key copied to clipboard"
              failedMessage="Could not copy the key"
              size="sm"
            >
              Copy key
            </CopyButton>
            {/* On a phone the QR code cannot be scanned by the phone showing it: the link opens the app. */}
            <a
              className="ui-button ui-button--text ui-button--primary ui-button--sm"
              href={setup.otpauthUrl}
            >
              Open in authenticator app
            </a>
          </div>
        </li>
        <li>
          <form className="security-form" onSubmit={submit} noValidate>
            <OneTimeCodeField binding={form.field('code')} allowRecovery={false} />
            <div className="security-actions">
              <Button type="submit" busy={form.isSubmitting}>
                Turn on
              </Button>
              <Button variant="outlined" tone="neutral" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

/** Shown once, right after two-factor is turned on: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'portfolio-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="security-codes-step">
      <h3 className="security-step-title">Recovery codes</h3>
      <p className="security-warning" role="note">
        <strong>Save these now: they will not be shown again.</strong> Each code signs you in once
        in place of an authenticator code, if you lose your phone.
      </p>
      <ol className="security-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <CopyButton
          text={text}
          copiedMessage="Recovery codes copied to clipboard"
          failedMessage="Could not copy the codes"
        >
          Copy codes
        </CopyButton>
        <Button variant="outlined" icon={<DownloadIcon />} onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

interface DisableValues {
  password: string;
  code: string;
}

function DisableStep({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const toast = useToast();
  const disable = trpc.twoFactor.disable.useMutation();
  const form = useForm<DisableValues>({
    initialValues: { password: '', code: '' },
    validate: zodValidator<DisableValues>(twoFactorDisableInputSchema),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync({ password: values.password, code: values.code.trim() });
      onDisabled();
    } catch (error) {
      reportTo(error, values, form.setErrors, toast.error);
    }
  });

  return (
    <form className="security-form" onSubmit={submit} noValidate>
      <p className="security-step-text">
        Confirm it is you: your password and a code from your authenticator app (or a recovery
        code).
      </p>
      <CurrentPasswordField binding={form.field('password')} />
      <OneTimeCodeField binding={form.field('code')} />
      <div className="security-actions">
        <Button type="submit" tone="danger" busy={form.isSubmitting}>
          Turn off
        </Button>
        <Button variant="outlined" tone="neutral" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
