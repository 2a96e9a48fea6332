import { localePath } from '@school/shared/i18n/locales';
import type { Ref } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { useLocale } from './i18n';

// Links inside the public site stay in the page's language: '/about' on a Punjabi page goes to
// '/pa/about'. Public code uses these instead of React Router's (eslint.config.js says so).

/** `path` ('/about') in the page's language ('/pa/about'). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

export function LocalLink({ to, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const localize = useLocalePath();
  return <Link to={typeof to === 'string' ? localize(to) : to} {...rest} />;
}

export function LocalNavLink({ to, ...rest }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const localize = useLocalePath();
  return <NavLink to={typeof to === 'string' ? localize(to) : to} {...rest} />;
}
