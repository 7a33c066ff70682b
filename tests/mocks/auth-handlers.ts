import { passwordChangeSchema } from '../../src/shared/admin';
import { confirmInputSchema } from '../../src/shared/auth';
import { ErrorCode } from '../../src/shared/errors';
import { accessDb, confirmRequired, refuseSignIn, secondFactorOk } from './access-handlers';
import { MOCK_ADMIN, mockDb } from './db';
import { envelope, fieldErrors, unauthorized } from './envelopes';
import { http } from './typed-http';

/** Sign-in, sign-out and who is signed in, against `MOCK_ADMIN`. */
export const authHandlers = [
  http.post('/auth/login', async ({ request, response }) => {
    const body: unknown = await request.json().catch(() => ({}));
    // Password first, then the second factor when two-factor sign-in is on (see access-handlers).
    const refused = refuseSignIn(typeof body === 'object' && body !== null ? { ...body } : {});
    if (refused) return response(401).json(refused);
    mockDb.signedIn = true;
    // A sign-in is a confirmation: sensitive changes need nothing more for a while.
    accessDb.confirmed = true;
    return response(200).json({ statusCode: 0 });
  }),

  http.post('/auth/confirm', async ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const body: unknown = await request.json().catch(() => ({}));
    accessDb.confirmations.push(typeof body === 'object' && body !== null ? { ...body } : {});
    const parsed = confirmInputSchema.safeParse(body);
    if (!parsed.success) {
      return response(400).json(envelope(400, 'Invalid input', fieldErrors(parsed.error)));
    }
    const { password, code } = parsed.data;
    if (code !== undefined ? !secondFactorOk(code) : password !== MOCK_ADMIN.password) {
      const field = code !== undefined ? 'code' : 'password';
      const message = code !== undefined ? 'The code is wrong' : 'The password is wrong';
      return response(400).json(envelope(400, message, [{ path: field, message }]));
    }
    accessDb.confirmed = true;
    return response(200).json({
      statusCode: 0,
      confirmedUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
  }),

  http.post('/auth/password', async ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    if (!accessDb.confirmed) return response(403).json(confirmRequired());
    const parsed = passwordChangeSchema.safeParse(await request.json().catch(() => ({})));
    if (!parsed.success) {
      return response(400).json(
        envelope(
          ErrorCode.updateFailed,
          'Failed to change the password',
          fieldErrors(parsed.error),
        ),
      );
    }
    if (parsed.data.currentPassword !== MOCK_ADMIN.password) {
      const message = 'The current password is wrong';
      return response(400).json(envelope(400, message, [{ path: 'currentPassword', message }]));
    }
    accessDb.passwordChangedTo = parsed.data.newPassword;
    // The other sessions and every token end; this one stays.
    accessDb.sessions = accessDb.sessions.filter((row) => row.current);
    accessDb.tokens = [];
    return response(200).json({ statusCode: 0 });
  }),

  http.post('/auth/logout', ({ response }) => {
    mockDb.signedIn = false;
    return response(200).json({ statusCode: 0 });
  }),

  http.get('/auth/identity', ({ response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const { adminId, username, active } = MOCK_ADMIN;
    return response(200).json({ adminId, username, active });
  }),
];
