/**
 * The demo shop's customers as Shopify holds them: shopper@example.com (9001, two addresses,
 * personalization answers and a birthday as metafields) and other@example.com (9002, one
 * address in Canada). Address ids are the numeric tails of their MailingAddress GIDs.
 */
import type { DemoAddress } from './orders';

export const SHOPPER = { id: '9001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera', phone: '(503) 555-0142', birthday: '1990-04-12' };
export const OTHER = { id: '9002', email: 'other@example.com', firstName: 'Alex', lastName: 'Kim', phone: '', birthday: '' };

/** shopper@example.com's answers: a measure, a list and a plain value; 'birthdayMonth' left open. */
export const SHOPPER_PERSONALIZATIONS = { shoeSize: { value: 9.5, unit: 'US' }, interests: ['Hiking', 'Coffee'], skinType: 'Dry' };

/** Where the app keeps personalization answers: customer metafield `status.personalizations` (json). */
export const PERSONALIZATIONS_METAFIELD = { namespace: 'status', key: 'personalizations', type: 'json' } as const;
/** Where the birthday lives: customer metafield `facts.birth_date` (date, YYYY-MM-DD). */
export const BIRTH_DATE_METAFIELD = { namespace: 'facts', key: 'birth_date', type: 'date' } as const;

/** A seeded address with its id, country and province codes; the first of a customer is the default. */
export interface SeedAddress extends DemoAddress { id: number; customerId: string; countryCode: string; provinceCode: string }

export const SEED_ADDRESSES: SeedAddress[] = [
  {
    id: 30001, customerId: SHOPPER.id, firstName: 'Sam', lastName: 'Rivera', company: '', address1: '12 Harbor Street', address2: 'Apt 4',
    city: 'Portland', province: 'Oregon', provinceCode: 'OR', zip: '97201', country: 'United States', countryCode: 'US', phone: '(503) 555-0142',
  },
  {
    id: 30002, customerId: SHOPPER.id, firstName: 'Sam', lastName: 'Rivera', company: 'Rivera Studio', address1: '800 Market Avenue', address2: '',
    city: 'Seattle', province: 'Washington', provinceCode: 'WA', zip: '98101', country: 'United States', countryCode: 'US', phone: '(206) 555-0199',
  },
  {
    id: 30003, customerId: OTHER.id, firstName: 'Alex', lastName: 'Kim', company: '', address1: '45 Elm Road', address2: '',
    city: 'Toronto', province: 'Ontario', provinceCode: 'ON', zip: 'M5V 2T6', country: 'Canada', countryCode: 'CA', phone: '(416) 555-0123',
  },
];

/** Customer tags as the demo shop has them. */
export const SEED_TAGS: Record<string, string[]> = { [SHOPPER.id]: ['vip', 'newsletter'], [OTHER.id]: [] };

/** The customer's default shipping address in an order's shape, or null when they have none. */
export function seedDefaultAddress(customerId: string): DemoAddress | null {
  const a = SEED_ADDRESSES.find((x) => x.customerId === customerId);
  if (!a) return null;
  const { id: _id, customerId: _c, countryCode: _cc, provinceCode: _pc, ...address } = a;
  return address;
}
