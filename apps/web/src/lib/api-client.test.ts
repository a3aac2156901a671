import { MESSAGES } from '@curio/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { api, ApiError, apiRequest, errorMessage } from './api-client.ts';
import { onAccessRefused, onSessionExpired } from './session.ts';

describe('api client (envelope)', () => {
  let unsubscribe = () => {};
  afterEach(() => unsubscribe());

  it('returns the data of a 2xx envelope and sends JSON with the bearer token', async () => {
    storeSession(undefined, 'tok');
    const stub = stubApi({ 'POST /api/thing': { status: 201, data: { id: 1 } } });
    await expect(api.post('/thing', { a: 1 })).resolves.toEqual({ id: 1 });
    const [request] = stub.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends extra headers such as an Idempotency-Key, without letting them replace the bearer token', async () => {
    storeSession(undefined, 'tok');
    const stub = stubApi({ 'POST /api/booking/create': { status: 201, data: { id: 1 } } });
    await apiRequest('/booking/create', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-12345678', Authorization: 'Bearer forged' },
    });
    const [request] = stub.requests;
    expect(request?.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('throws an ApiError with status, message and field errors', async () => {
    const errors = [{ field: 'email', message: MESSAGES.validation.emailInvalid }];
    stubApi({ 'POST /api/thing': { status: 400, message: MESSAGES.validation.emailInvalid, errors } });
    const failure = await apiRequest('/thing', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: MESSAGES.validation.emailInvalid, errors });
  });

  it('survives a reply that is not JSON and lets the screen choose the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const failure = await api.get('/thing').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 502 });
    expect(errorMessage(failure, 'Fallback')).toBe('Fallback');
  });

  it('ends the session when a request that carried a token is refused with 401', async () => {
    storeSession();
    const expired = vi.fn();
    unsubscribe = onSessionExpired(expired);
    stubApi({ 'GET /api/user/self': { status: 401, message: MESSAGES.auth.tokenMissing } });
    const failure = await api.get('/user/self').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, endedSession: true });
    expect(expired).toHaveBeenCalledOnce();
    expect(localStorage.getItem('curio.token')).toBeNull();
    expect(localStorage.getItem('curio.user')).toBeNull();
  });

  it('leaves the session alone on a 401 from a call sent without the token (a wrong password)', async () => {
    storeSession();
    const expired = vi.fn();
    unsubscribe = onSessionExpired(expired);
    const stub = stubApi({
      'POST /api/user/login': { status: 401, message: MESSAGES.auth.invalidCredentials },
    });
    await expect(api.post('/user/login', {}, false)).rejects.toMatchObject({ endedSession: false });
    expect(stub.requests[0]?.headers.get('Authorization')).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('curio.token')).not.toBeNull();
  });

  it('reports a console request refused with 403 (the role may have changed), keeping the session', async () => {
    storeSession();
    const refused = vi.fn();
    unsubscribe = onAccessRefused(refused);
    stubApi({
      'GET /api/admin/users': { status: 403, message: MESSAGES.auth.forbidden },
      'GET /api/course-preview': { status: 403, message: MESSAGES.auth.forbidden },
    });
    await expect(api.get('/course-preview')).rejects.toMatchObject({ status: 403 });
    expect(refused).not.toHaveBeenCalled();
    await expect(api.get('/admin/users')).rejects.toMatchObject({ status: 403, endedSession: false });
    expect(refused).toHaveBeenCalledOnce();
    expect(localStorage.getItem('curio.token')).not.toBeNull();
  });
});
