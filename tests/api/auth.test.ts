import { describe, expect, test } from 'vitest';
import { createOtc, validateOtc } from '../../src/api/auth';
import { recordApi } from './record-api';
import { json } from '../auth/fixtures';

const { fetchMock, sent } = recordApi();

describe('sign-in calls', () => {
  test('create-otc posts the e-mail and statusId with the bearer token', async () => {
    await createOtc({ email: 'shopper@example.com', statusId: 'anon-1' });
    expect(sent()).toEqual({
      url: 'http://api.test/authentication/create-otc',
      method: 'POST',
      auth: 'Bearer tok',
      data: expect.objectContaining({ shopId: 'demo-shop', email: 'shopper@example.com', statusId: 'anon-1' }),
    });
  });

  test('validate-otc posts the code as a number and the code ids', async () => {
    await validateOtc({ otp: 427, ids: ['c1', 'c2'] });
    expect(sent()).toMatchObject({ url: 'http://api.test/authentication/validate-otc', method: 'POST', data: { otp: 427, ids: ['c1', 'c2'] } });
  });

  test('a create-otc failure keeps the numeric server code', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 101, message: 'format' } }, 400));
    await expect(createOtc({ email: 'x' })).rejects.toMatchObject({ name: 'ApiError', status: 400, code: 101 });
  });
});
