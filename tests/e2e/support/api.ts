import { E2E_ADMIN_PASSWORD } from './app-process';

/** A signed-in admin talking to the real REST API, to set up content for a browser test. */
export interface AdminApi {
  post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T>;
  put<T = Record<string, unknown>>(path: string, body: unknown): Promise<T>;
  get<T = unknown>(path: string): Promise<T>;
  upload(
    name: string,
    type: string,
    content: string | Uint8Array,
  ): Promise<{ name: string; type: string }>;
}

export async function signInApi(baseUrl: string): Promise<AdminApi> {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  async function reply<T>(response: Response, what: string): Promise<T> {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function send<T>(method: string, path: string, body: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return reply<T>(response, `${method} ${path}`);
  }

  return {
    async post<T>(path: string, body: unknown) {
      return send<T>('POST', path, body);
    },
    async put<T>(path: string, body: unknown) {
      return send<T>('PUT', path, body);
    },
    async get<T>(path: string) {
      return reply<T>(await fetch(`${baseUrl}${path}`, { headers: { cookie } }), `GET ${path}`);
    },
    async upload(name: string, type: string, content: string | Uint8Array) {
      const form = new FormData();
      const part = typeof content === 'string' ? content : new Uint8Array(content);
      form.append('file', new Blob([part], { type }), name);
      form.append('private', 'false');
      const response = await fetch(`${baseUrl}/api/media`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      return reply<{ name: string; type: string }>(response, `upload ${name}`);
    },
  };
}
