import { describe, expect, test } from 'vitest';
import { checkCustomer } from '../../src/api/member';
import { recordApi } from './record-api';

const { sent } = recordApi();

describe('member calls', () => {
  test('check-customer posts the whole CheckCustomerRequest', async () => {
    const req = { shopId: 'demo-shop', customerEmail: 'a@b.co', statusId: 'u', anonUserId: 'anon', anonIdToken: 'anon-token', acceptsMarketing: true, countryCode: 'US' };
    await checkCustomer(req);
    expect(sent()).toMatchObject({ url: 'http://api.test/member/check-customer', method: 'POST', data: req });
  });

});
