/**
 * A small HTTP client for the product's own REST API, used by the demo
 * seeder: it keeps the session cookie like a browser and turns any answer it
 * was not told to expect into an error that names the call.
 */

export class ApiCallError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${describeBody(body)}`);
  }
}

function describeBody(body: unknown): string {
  if (typeof body !== 'object' || body === null) return String(body).slice(0, 200);
  const { message, errors } = body as {
    message?: string;
    errors?: { path: string; message: string }[];
  };
  const fields = errors?.map((error) => `${error.path}: ${error.message}`).join('; ');
  return [message, fields].filter(Boolean).join(' - ') || JSON.stringify(body).slice(0, 200);
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export interface ListAnswer<T> {
  items: T[];
  metadata: { totalItems: number };
}

export class DemoApiClient {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  /** Sends a request; statuses in `accept` come back as answers, any other failure throws. */
  async send<T>(
    method: string,
    path: string,
    body?: unknown,
    accept: number[] = [],
  ): Promise<ApiAnswer<T>> {
    const isForm = body instanceof FormData;
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text for the error message.
    }
    if (!response.ok && !accept.includes(response.status)) {
      throw new ApiCallError(method, path, response.status, parsed);
    }
    return { status: response.status, body: parsed as T };
  }

  async get<T>(path: string): Promise<T> {
    return (await this.send<T>('GET', path)).body;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    return (await this.send<T>('POST', path, body)).body;
  }

  async put<T>(path: string, body?: unknown): Promise<T> {
    return (await this.send<T>('PUT', path, body)).body;
  }

  /** True when the credentials were accepted; the session cookie is kept for later calls. */
  async login(username: string, password: string): Promise<boolean> {
    const answer = await this.send('POST', '/auth/login', { username, password }, [401]);
    return answer.status === 200;
  }

  async logout(): Promise<void> {
    await this.send('POST', '/auth/logout');
    this.cookie = '';
  }

  /** Uploads one file as the admin media form does. */
  async upload<T>(fileName: string, bytes: string | Uint8Array, contentType: string, name: string) {
    const form = new FormData();
    form.append('name', name);
    form.append('private', 'false');
    const part = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
    form.append('file', new Blob([part], { type: contentType }), fileName);
    return this.send<T>('POST', '/api/media', form, [409]);
  }
}
