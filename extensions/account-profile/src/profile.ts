/** The Profile block's store: what the merchant offers and the customer's points and saved items. */
import type { AccountProfile } from '../../shared/account-api';
import { accountResource } from '../../shared/resource';

const resource = accountResource<AccountProfile>('/customer-account/profile');

/** What the block shows. */
export const profile = resource.state;
/** Loads it (on start and on 'Try again'). */
export const loadProfile = resource.load;
