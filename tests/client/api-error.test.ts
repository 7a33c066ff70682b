import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../src/client/lib/api-error';
import {
  errorNotice,
  fieldErrorsOf,
  loginErrorNotice,
} from '../../src/client/lib/api-error-notice';
import { shouldRetry } from '../../src/client/lib/query-client';

const failure = (statusCode: number | null, httpStatus: number | null = 400) =>
  new TRPCClientError('failed', {
    cause: new ApiError({ statusCode, message: 'failed', httpStatus }),
  });

describe('errorNotice', () => {
  it.each([
    [null, 'Connection error, try again later'],
    [1002, 'Failed to create Category'],
    [1003, 'Failed to update Category'],
    [1004, 'Failed to delete Category'],
    [404, 'Unknown error: 404'],
    [500, 'Unknown error: 500'],
  ])('statusCode %s gives %j', (statusCode, text) => {
    expect(errorNotice(failure(statusCode), 'Category')).toBe(text);
  });

  it('shows nothing for a 401: the user is signed out instead', () => {
    expect(errorNotice(failure(401), 'Category')).toBeNull();
  });

  it('names the entity it is given', () => {
    expect(errorNotice(failure(1002), 'Admin')).toBe('Failed to create Admin');
  });
});

describe('loginErrorNotice', () => {
  it.each([
    [null, 'Connection error, try again later'],
    [2001, 'Bad credentials'],
    [401, 'Unknown error: 401'],
    [429, 'Unknown error: 429'],
  ])('statusCode %s gives %j', (statusCode, text) => {
    expect(loginErrorNotice(failure(statusCode))).toBe(text);
  });
});

describe('toApiError', () => {
  it('treats anything that is not an API failure as a connection error', () => {
    expect(toApiError(new TypeError('Failed to fetch')).statusCode).toBeNull();
  });

  it('finds the field errors by top-level field, first message first', () => {
    const error = new ApiError({
      statusCode: 1002,
      message: 'Failed',
      errors: [
        { path: 'name', message: 'Name is already used' },
        { path: 'name', message: 'Second' },
        { path: 'tools.0', message: 'Unknown tool' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ name: 'Name is already used', tools: 'Unknown tool' });
  });
});

describe('shouldRetry', () => {
  it('retries only failures that may pass, at most twice', () => {
    expect(shouldRetry(0, failure(null, null))).toBe(true);
    expect(shouldRetry(0, failure(500, 500))).toBe(true);
    expect(shouldRetry(2, failure(500, 500))).toBe(false);
    expect(shouldRetry(0, failure(401, 401))).toBe(false);
    expect(shouldRetry(0, failure(1002, 409))).toBe(false);
  });
});
