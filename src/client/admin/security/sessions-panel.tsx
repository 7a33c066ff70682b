import { useId } from 'react';
import type { Session } from '../../../shared/access';
import { MAX_PAGE_SIZE } from '../../../shared/list';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { LoadingIndicator } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { DataTable, type ListColumn } from '../list/data-table';
import { useBusyIds } from '../list/use-busy-ids';
import { LoadProblem, problemText, SecurityPanel } from './security-panel';
import { describeUserAgent } from './user-agent';

/** All of one's sessions on one page: a person has a handful, and they expire within days. */
const QUERY = { page: 1, limit: MAX_PAGE_SIZE, sort: 'lastSeenAt:desc' } as const;

/** This browser first, then the most recently used. */
function inOrder(sessions: readonly Session[]): Session[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Where the signed-in admin is signed in, and signing out the others. */
export function SessionsPanel() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const idPrefix = useId();
  const sessions = trpc.session.list.useQuery(QUERY, { staleTime: 0 });
  const endOne = trpc.session.end.useMutation();
  const endOthers = trpc.session.endOthers.useMutation();
  // Sessions whose sign-out is on its way: their button waits, so a second click sends nothing.
  const [ending, whileEnding] = useBusyIds<string>();

  const deviceId = (session: Session) => `${idPrefix}-device-${session.sessionId}`;

  const signOut = async (session: Session) => {
    await whileEnding(session.sessionId, async () => {
      try {
        await endOne.mutateAsync({ id: session.sessionId });
        toast.success(`Signed out ${describeUserAgent(session.userAgent)}`);
      } catch (error) {
        const text = problemText(error);
        if (text) toast.error(text);
      }
      await utils.session.list.invalidate();
    });
  };

  const signOutOthers = async () => {
    try {
      const { endedSessions } = await endOthers.mutateAsync();
      toast.success(`Signed out ${plural(endedSessions, 'other session')}`);
    } catch (error) {
      const text = problemText(error);
      if (text) toast.error(text);
    }
    await utils.session.list.invalidate();
  };

  const columns: readonly ListColumn<Session>[] = [
    {
      key: 'device',
      header: 'Device',
      cell: (session) => (
        <span className="security-device">
          <span id={deviceId(session)} title={session.userAgent ?? undefined}>
            {describeUserAgent(session.userAgent)}
          </span>
          {session.current ? (
            <span className="security-badge security-badge--on">This device</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: 'Signed in',
      className: 'security-time-cell',
      cell: (session) => (
        <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
      ),
    },
    {
      key: 'lastSeenAt',
      header: 'Last seen',
      className: 'security-time-cell',
      cell: (session) => (
        <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'admin-table-actions',
      cell: (session) =>
        // This browser signs out with Logout in the sidebar, which also leaves the admin.
        session.current ? null : (
          <Button
            variant="outlined"
            tone="danger"
            size="sm"
            // The visible name stays short; the device it ends is read out with it.
            aria-describedby={deviceId(session)}
            busy={ending.has(session.sessionId)}
            onClick={() => void signOut(session)}
          >
            Sign out
          </Button>
        ),
    },
  ];

  const rows = inOrder(sessions.data?.items ?? []);
  const others = rows.filter((session) => !session.current).length;

  let placeholder = null;
  if (sessions.isPending) placeholder = <LoadingIndicator label="Loading sessions…" />;
  else if (sessions.isError && !sessions.data) {
    placeholder = <LoadProblem error={sessions.error} onRetry={() => void sessions.refetch()} />;
  }

  return (
    <SecurityPanel
      title="Sessions"
      description={
        sessions.isSuccess && others === 0
          ? 'You are signed in on this device only.'
          : 'Where you are signed in. Sign out any device you do not recognise.'
      }
      actions={
        others > 0 ? (
          <Button
            variant="outlined"
            tone="danger"
            busy={endOthers.isPending}
            onClick={() => void signOutOthers()}
          >
            Sign out everywhere else
          </Button>
        ) : null
      }
    >
      <DataTable
        caption="Sessions"
        columns={columns}
        rows={rows}
        getRowId={(session) => session.sessionId}
        placeholder={placeholder}
        busy={sessions.isFetching && !sessions.isPending}
      />
    </SecurityPanel>
  );
}
