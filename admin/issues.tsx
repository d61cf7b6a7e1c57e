/**
 * Where validation issues live in the admin: which page shows the field of a path, the field's
 * element id (form fields set `id={fieldId(path)}` so the issues banner can move focus to them),
 * a readable name for the path, and the banner that lists every issue with a link to its field.
 */
import { Banner, Link, List } from '@shopify/polaris';
import { useEffect } from 'react';
import type { Issue } from '../server/api/settings/schema';
import { hasText, issueText, t } from './i18n';
import { navigate, type Route } from './router';

type Path = Issue['path'];

/** The element id of the field at `path`: 'field-settings-wishlist-isActive'. */
export const fieldId = (path: Path): string => `field-${path.map((p) => String(p).replace(/[^A-Za-z0-9_-]/g, '_')).join('-')}`;

/** Settings that the Look and Content pages edit; every other setting is on Settings. */
const LOOK_SETTINGS = new Set(['meButton']);
const CONTENT_SETTINGS = new Set(['notificationTriggers', 'personalization', 'personalizationQuizzes', 'dynamicPages']);

/** The page whose form shows the field at `path`. */
export function pageOfPath(path: Path): Route {
  const [group, key] = path.map(String);
  if (group === 'customizations') return key === 'content' ? '/admin/content' : '/admin/look';
  if (LOOK_SETTINGS.has(key ?? '')) return '/admin/look';
  if (CONTENT_SETTINGS.has(key ?? '')) return '/admin/content';
  return '/admin/settings';
}

/** A readable name of `path`: the section's name, then the rest ('Favorites › Icon'; list places count from 1). */
export function fieldName(path: Path): string {
  const [group, key, ...rest] = path.map(String);
  const sectionKey = `sections.${group}.${key}`;
  const section = key === undefined ? t(`sections.${group}`) : hasText(sectionKey) ? t(sectionKey) : key;
  const parts = rest.map((p) => (/^\d+$/.test(p) ? t('issues.place', { n: Number(p) + 1 }) : p));
  return [section, ...parts].join(' › ');
}

/**
 * Moves focus to the field of `path` on the current page: its own id, else the nearest enclosing
 * path's id, else the first invalid field. Returns true when something took focus.
 */
export function focusField(path: Path, doc: Document = document): boolean {
  for (let n = path.length; n > 0; n--) {
    const el = doc.getElementById(fieldId(path.slice(0, n)));
    if (el) {
      const target = el.matches('input,select,textarea,button,[tabindex]') ? el : el.querySelector<HTMLElement>('input,select,textarea,button,[tabindex]') ?? el;
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
      return doc.activeElement === target;
    }
  }
  const invalid = doc.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  return !!invalid;
}

let pendingFocus: Path | null = null;

/** Goes to the page of `path` (when it is another) and focuses its field once that page is drawn. */
export function goToField(path: Path, current: Route): void {
  const page = pageOfPath(path);
  if (page === current) {
    focusField(path);
    return;
  }
  pendingFocus = path;
  navigate(page);
}

/** On a page's first draw: focuses the field a banner link asked for. */
export function useFocusPending(route: Route): void {
  useEffect(() => {
    const path = pendingFocus;
    if (!path || pageOfPath(path) !== route) return;
    pendingFocus = null;
    // the form's fields render in the same commit; a frame later they are laid out
    const id = requestAnimationFrame(() => focusField(path));
    return () => cancelAnimationFrame(id);
  }, [route]);
}

/**
 * The critical banner above a form while the draft has issues: how many fields need attention
 * (Save stays off until none), each with a link to its field.
 */
export function IssuesBanner({ issues, route }: { issues: Issue[]; route: Route }) {
  if (!issues.length) return null;
  return (
    <Banner tone="critical" title={issues.length === 1 ? t('issues.titleOne') : t('issues.title', { count: issues.length })}>
      <p>{t('issues.body')}</p>
      <List type="bullet">
        {issues.slice(0, 20).map((issue) => (
          <List.Item key={fieldId(issue.path) + issue.message}>
            <Link onClick={() => goToField(issue.path, route)} removeUnderline={false}>
              {fieldName(issue.path)}
            </Link>
            {`: ${issueText(issue.message)}`}
          </List.Item>
        ))}
      </List>
      {issues.length > 20 ? <p>{t('issues.more', { count: issues.length - 20 })}</p> : null}
    </Banner>
  );
}
