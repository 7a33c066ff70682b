import { refuseSignIn } from './access-handlers';
import { MOCK_ADMIN, mockDb } from './db';
import { unauthorized } from './envelopes';
import { http } from './typed-http';

/** Sign-in, sign-out and who is signed in, against `MOCK_ADMIN`. */
export const authHandlers = [
  http.post('/auth/login', async ({ request, response }) => {
    const body: unknown = await request.json().catch(() => ({}));
    // Password first, then the second factor when two-factor sign-in is on (see access-handlers).
    const refused = refuseSignIn(typeof body === 'object' && body !== null ? { ...body } : {});
    if (refused) return response(401).json(refused);
    mockDb.signedIn = true;
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
