/** The Order index block's store: Buy again and the order arriving next. */
import type { AccountOrders } from '../../shared/account-api';
import { accountResource } from '../../shared/resource';

const resource = accountResource<AccountOrders>('/customer-account/orders');

/** What the block shows. */
export const orders = resource.state;
/** Loads it (on start and on 'Try again'). */
export const loadOrders = resource.load;
