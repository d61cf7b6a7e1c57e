// One table per after-login rule (docs/product.md#behaviour): pure functions, no DOM state.
import { describe, expect, test } from 'vitest';
import {
  identifyOn,
  loginQuiz,
  needsStoreLogin,
  pathListed,
  pathOf,
  quizBlockedOn,
  quizToOpen,
  shouldOpenForReturning,
  shouldReload,
  type Quiz,
} from '../../src/auth/after-login';
import { isEmptyAnswer, quizFieldKeys } from '../../src/features/quizzes/lib/quiz-fields';

describe('needsStoreLogin: only when the page has no store customer', () => {
  test.each([
    [null, true],
    ['', true],
    ['7001', false],
  ])('customerId %j -> %s', (customerId, expected) => {
    expect(needsStoreLogin({ customerId })).toBe(expected);
  });
});

describe('identifyOn', () => {
  const cases: [string, Record<string, Record<string, unknown>>, boolean][] = [
    ['no settings', {}, false],
    ['identify active', { identify: { isActive: true } }, true],
    ['identify switched off', { identify: { isActive: false } }, false],
    ['klaviyoEvents with identify', { klaviyoEvents: { isActive: true, identify: true } }, true],
    ['klaviyoEvents without identify', { klaviyoEvents: { isActive: true, identify: false } }, false],
    ['klaviyoEvents off', { klaviyoEvents: { isActive: false, identify: true } }, false],
  ];
  test.each(cases)('%s -> %s', (_name, s, expected) => {
    const active = (k: string) => k in s && s[k].isActive !== false;
    expect(identifyOn(active, (k) => s[k] ?? { isActive: false })).toBe(expected);
  });
});

describe('loginQuiz', () => {
  const login = { handle: 'skin', trigger: 'login', isActive: true, fields: [{ key: 'skinType' }] };
  test.each([
    ['no quizzes', { isActive: true }, null],
    ['setting off', { isActive: false, quizzes: [login] }, null],
    ['login quiz', { isActive: true, quizzes: [login] }, login],
    ['other trigger only', { isActive: true, quizzes: [{ ...login, trigger: 'reminder' }] }, null],
    ['inactive login quiz', { isActive: true, quizzes: [{ ...login, isActive: false }] }, null],
    ['first active login quiz wins', { isActive: true, quizzes: [{ ...login, isActive: false }, { ...login, handle: 'hair' }] }, { ...login, handle: 'hair' }],
    ['no handle', { isActive: true, quizzes: [{ ...login, handle: '' }] }, null],
  ])('%s', (_name, s, expected) => {
    expect(loginQuiz(s as Record<string, unknown>)).toEqual(expected);
  });
});

describe('quizFieldKeys', () => {
  test.each([
    ['list of fields', [{ key: 'a' }, { key: 'b' }, {}], ['a', 'b']],
    ['list of keys', ['a', 'b'], ['a', 'b']],
    ['map keyed by key', { a: { label: 'A' }, b: { key: 'bee' } }, ['a', 'bee']],
    ['none', undefined, []],
  ])('%s', (_name, fields, expected) => {
    expect(quizFieldKeys({ fields } as Quiz)).toEqual(expected);
  });
});

describe('isEmptyAnswer', () => {
  test.each([
    [undefined, true],
    [null, true],
    ['', true],
    [[], true],
    [{}, true],
    [{ value: '', unit: 'cm' }, true],
    [{ value: 180, unit: 'cm' }, false],
    [['dry'], false],
    ['dry', false],
    [0, false],
    [false, false],
  ])('%j -> %s', (v, expected) => {
    expect(isEmptyAnswer(v)).toBe(expected);
  });
});

describe('quizBlockedOn: confirmation, receipt, quiz and orders routes', () => {
  test.each([
    ['foryou', false],
    ['profile', false],
    ['orders', true],
    ['order:55', true],
    ['confirmation:55', true],
    ['survey:skin', true],
    ['quiz:skin', true],
    ['orders-extra', false],
  ])('%s -> %s', (route, expected) => {
    expect(quizBlockedOn(route)).toBe(expected);
  });
});

describe('quizToOpen', () => {
  const quiz: Quiz = { handle: 'skin', fields: [{ key: 'skinType' }, { key: 'height' }] };
  test.each([
    ['no answers', {}, 'skin'],
    ['one field empty', { skinType: ['dry'], height: { value: '', unit: 'cm' } }, 'skin'],
    ['all answered', { skinType: ['dry'], height: { value: 180, unit: 'cm' } }, null],
  ])('%s', (_name, answers, expected) => {
    expect(quizToOpen(quiz, answers)).toBe(expected);
  });
  test('no quiz, or a quiz without fields, opens nothing', () => {
    expect(quizToOpen(null, {})).toBeNull();
    expect(quizToOpen({ handle: 'x', fields: [] }, {})).toBeNull();
  });
});

describe('pathOf and pathListed', () => {
  const base = 'https://shop.test/';
  test.each([
    ['/pages/rewards/', '/pages/rewards'],
    ['https://shop.test/pages/rewards?x=1#y', '/pages/rewards'],
    ['pages/rewards', '/pages/rewards'],
    ['/', '/'],
    ['', null],
    [42, null],
  ])('pathOf(%j) -> %j', (url, expected) => {
    expect(pathOf(url, base)).toBe(expected);
  });
  test.each([
    ['/pages/rewards', ['/pages/rewards'], true],
    ['/pages/rewards', ['/pages/reward'], false],
    ['/collections/shirts', ['/collections/*'], true],
    ['/collections', ['/collections/*'], true],
    ['/products/a', ['/collections/*'], false],
    ['/anything', ['/*'], true],
    ['/pages/rewards', 'not a list', false],
    ['/pages/rewards', [null, 3, ''], false],
  ])('%s in %j -> %s', (path, pages, expected) => {
    expect(pathListed(path, pages, base)).toBe(expected);
  });
});

describe('shouldReload', () => {
  const href = 'https://shop.test/pages/rewards?ref=1#status';
  const points = { isActive: true, refreshOnRewardsPage: true, url: '/pages/rewards' };
  test.each([
    ['nothing set', null, null, href, false],
    ['points page by url', points, null, href, true],
    ['points page by link', { ...points, url: undefined, link: 'https://shop.test/pages/rewards/' }, null, href, true],
    ['points page, no refreshOnRewardsPage', { ...points, refreshOnRewardsPage: false }, null, href, false],
    ['points inactive', { ...points, isActive: false }, null, href, false],
    ['not the points page', points, null, 'https://shop.test/', false],
    ['alwaysRefresh', null, { alwaysRefresh: true, pagesToRefresh: [] }, 'https://shop.test/', true],
    ['pagesToRefresh exact', null, { alwaysRefresh: false, pagesToRefresh: ['/cart'] }, 'https://shop.test/cart', true],
    ['pagesToRefresh prefix', null, { alwaysRefresh: false, pagesToRefresh: ['/account*'] }, 'https://shop.test/account/orders', true],
    ['pagesToRefresh miss', null, { alwaysRefresh: false, pagesToRefresh: ['/cart'] }, 'https://shop.test/carts', false],
    ['loginRefresh inactive', null, { isActive: false, alwaysRefresh: true }, 'https://shop.test/', false],
  ])('%s -> %s', (_name, p, refresh, at, expected) => {
    expect(shouldReload(p, refresh, at)).toBe(expected);
  });
});

describe('shouldOpenForReturning', () => {
  test.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('active %s, open %s -> %s', (active, open, expected) => {
    expect(shouldOpenForReturning(active, open)).toBe(expected);
  });
});
