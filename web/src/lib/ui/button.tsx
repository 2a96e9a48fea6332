import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import type { LinkProps } from 'react-router-dom';
import { LocalLink as Link } from '../i18n/links';
import styles from './button.module.css';
import { Icon } from './icon';

interface Look {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** Icon path (./icons/) shown before or after the label. */
  startIcon?: string;
  endIcon?: string;
  className?: string;
  children: ReactNode;
}

/** The class names of a button's look, for elements that are not one of the three below. */
export function buttonClass({ variant = 'contained', size = 'medium', fullWidth, className }: Omit<Look, 'children'>): string {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

type Own = keyof Look;

/** Takes the look out of a button's props: its class names, its label with the icons, and the rest for the element. */
function splitLook<P extends Look>({ variant, size, fullWidth, startIcon, endIcon, className, children, ...rest }: P) {
  const label = (
    <>
      {startIcon && <Icon path={startIcon} size={20} />}
      {children}
      {endIcon && <Icon path={endIcon} size={20} />}
    </>
  );
  return { className: buttonClass({ variant, size, fullWidth, className }), label, rest };
}

/** A `<button>`; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ type = 'button', ...props }: Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, Own>) {
  const { className, label, rest } = splitLook(props);
  return (
    <button type={type} className={className} {...rest}>
      {label}
    </button>
  );
}

/** A link inside the site that looks like a button (React Router: no page reload). */
export function LinkButton(props: Look & Omit<LinkProps, Own>) {
  const { className, label, rest } = splitLook(props);
  return (
    <Link className={className} {...rest}>
      {label}
    </Link>
  );
}

/** A link elsewhere (another site, tel:, mailto:, a file) that looks like a button. */
export function AnchorButton(props: Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, Own>) {
  const { className, label, rest } = splitLook(props);
  return (
    <a className={className} {...rest}>
      {label}
    </a>
  );
}

/** The class of a round icon-only button; give the element an aria-label. */
export const iconButtonClass = styles.iconButton;
